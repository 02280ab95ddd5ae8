import { TransportError } from '@dropins/core/transport';
import { sanitizePage } from '@dropins/core/safety';
import type { BlogShared } from './config';
import { findContainer } from './match';

/**
 * GETs a paging link (the whole page, as text) and returns the matching module's pagination container, sanitized
 * into this document; cached per URL and module. A 404 answer whose page is the 404 template (`body.error404`)
 * is used like any other. Null when the answer is unusable (an error, or no such module in it); undefined when
 * the request was superseded.
 */
export async function loadContainer(shared: BlogShared, href: string, classes: readonly string[], signal: AbortSignal, doc: Document): Promise<Element | null | undefined> {
  const key = `${href} ${classes.join('.')}`;
  const cached = shared.cache.get(key);
  if (cached) return cached.cloneNode(true) as Element;
  let html: string;
  try {
    html = await shared.transport.request<string>(href, {}, { method: 'GET', as: 'text', signal });
  } catch (error) {
    if (!(error instanceof TransportError)) return null;
    if (error.kind === 'abort') return undefined;
    if (error.kind !== 'status' || error.status !== 404 || typeof error.body !== 'string') return null;
    const page = sanitizePage(error.body, doc);
    return page.bodyClasses.includes('error404') ? keep(shared, key, findContainer(page.content, classes)) : null;
  }
  return keep(shared, key, findContainer(sanitizePage(html, doc).content, classes));
}

function keep(shared: BlogShared, key: string, container: Element | null): Element | null {
  if (container) shared.cache.set(key, container.cloneNode(true) as Element);
  return container;
}
