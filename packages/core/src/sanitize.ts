import { docCreate, docCall } from './clobber';
/**
 * The one sanitizer for server strings that are HTML by contract (price_html, cart fragments, bulk tables,
 * block comments). Everything else is rendered as text.
 *
 * The string is parsed with DOMParser (an inert document: no script runs, no image loads, no handler fires),
 * then rebuilt in the page's document from an allow-list of tags and attributes. Nothing from the parsed
 * document is adopted as it is, so nothing the allow-list does not name can reach the page.
 */
const TAGS: ReadonlySet<string> = new Set(
  ('a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup data dd del details dfn div dl dt ' +
    'em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd label li main mark nav ol p picture pre q s ' +
    'section small source span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr')
    .split(' '),
);
/** Dropped together with everything inside them. */
const DROP: ReadonlySet<string> = new Set('script style template iframe frame frameset object embed noscript noembed noframes svg math xmp plaintext title head meta link base form textarea select option input button'.split(' '));
const ATTRS: ReadonlySet<string> = new Set(
  ('class id title alt src srcset sizes href width height role colspan rowspan scope headers datetime lang dir rel ' +
    'target loading decoding hidden open value start reversed type abbr span media translate').split(' '),
);
const URL_ATTRS: ReadonlySet<string> = new Set(['href', 'src']);
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Whether a URL attribute value is safe: relative, or http(s), mailto or tel. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so strip them first.
  const v = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  return !scheme || SAFE_SCHEMES.includes(scheme[1].toLowerCase());
}

function allowedAttr(name: string, value: string): boolean {
  if (name.startsWith('on')) return false;
  if (name.startsWith('aria-') || name.startsWith('data-')) return /^[a-z0-9_.:-]+$/.test(name);
  if (!ATTRS.has(name)) return false;
  if (URL_ATTRS.has(name)) return isSafeUrl(value);
  if (name === 'srcset') return value.split(',').every((c) => isSafeUrl(c.trim()));
  if (name === 'target') return value === '_blank' || value === '_self';
  return true;
}

/** Rebuilds `source`'s allowed content into `into`, in the page's document `doc`. */
export function rebuild(source: Node, doc: Document, into: Node): void {
  for (let child = source.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      into.appendChild(docCall('createTextNode', doc, child.nodeValue ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const tag = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROP.has(tag)) continue;
    if (!TAGS.has(tag)) {
      // Unknown wrapper (custom element, font, center ...): keep its content, drop the element.
      rebuild(el, doc, into);
      continue;
    }
    const out = docCreate(tag, doc);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (allowedAttr(name, attr.value)) out.setAttribute(name, attr.value);
    }
    if (tag === 'a' && out.getAttribute('target') === '_blank') out.setAttribute('rel', 'noopener noreferrer');
    into.appendChild(out);
    rebuild(el, doc, out);
  }
}

/**
 * Sanitizes an HTML string into a fragment of the page's document.
 * @example el.replaceChildren(sanitizeHTML(response.price_html));
 */
export function sanitizeHTML(html: string, doc: Document = document): DocumentFragment {
  const frag = docCall('createDocumentFragment', doc);
  if (typeof html !== 'string' || html === '') return frag;
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  rebuild(parsed.body, doc, frag);
  return frag;
}

/** Replaces an element's children with the sanitized HTML. */
export function setHTML(el: Element, html: string): void {
  el.replaceChildren(sanitizeHTML(html, el.ownerDocument));
}

/**
 * Parses server HTML that replaces a whole element (a cart fragment `<div class="widget_shopping_cart_content">`):
 * returns its sanitized first element, or null when there is none.
 */
export function sanitizeElement(html: string, doc: Document = document): Element | null {
  return sanitizeHTML(html, doc).firstElementChild;
}

/** Decodes HTML entities (`&amp;` → `&`) without ever putting the string into a live element. */
export function decodeEntities(s: string): string {
  if (!s || s.indexOf('&') < 0) return s;
  return new DOMParser().parseFromString(`<!doctype html><body>${s}`, 'text/html').body.textContent ?? '';
}
