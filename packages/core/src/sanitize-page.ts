import { docCall } from './clobber';
import { rebuild } from './sanitize';

/**
 * Sanitizes a whole HTML document (a page fetched as text): its body's content as a fragment of the page's
 * document, and the body's class names (WordPress marks templates there: `error404`, `paged` ...). The same
 * allow-list as sanitizeHTML; in a file of its own because only a lazily loaded part uses it (builder-modules'
 * blog paging), so the bundles carry it there and not in the sanitizer that widgets load at start.
 * @example const { content, bodyClasses } = sanitizePage(await transport.request(href, {}, { method: 'GET', as: 'text' }));
 */
export function sanitizePage(html: string, doc: Document = document): { content: DocumentFragment; bodyClasses: string[] } {
  const content = docCall('createDocumentFragment', doc);
  if (typeof html !== 'string' || html === '') return { content, bodyClasses: [] };
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  rebuild(parsed.body, doc, content);
  return { content, bodyClasses: Array.from(parsed.body.classList) };
}
