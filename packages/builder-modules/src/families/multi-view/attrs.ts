import { httpUrl } from '@dropins/core/safety';

/**
 * The attributes Divi's multi-view writes (the `attrs` of every `render_attrs` call in Divi 4.27's modules, plus the
 * `srcset`/`sizes` MultiViewOptions.php adds beside an image `src`), and nothing else. Everything an Author's
 * `data-et-multi-view` names outside this list is dropped: `on*` handlers, `style`, `srcdoc`, `formaction`, `action`,
 * `id` … in any case mix (HTML lowercases attribute names, so `ONMOUSEOVER` would be a live handler).
 */
const TEXT: ReadonlySet<string> = new Set([
  'alt', // Image, Blurb: image alt per device
  'title', // Image, Fullwidth Header logo
  'placeholder', // Search, Signup fields
  'value', // fields
  'name', // Search (`s`)
  'sizes', // beside src (responsive images)
  'data-number-value', // Number/Circle counter
  'data-percent-sign', // Number/Circle counter
  'data-number-separator', // Number counter
  'data-width', // Bar counter
  'data-title', // Map pin
  'data-include_tabs', // Woo tabs
  'data-breadcrumb-separator', // Woo breadcrumb
]);
/** URL-valued: written only when every URL in them is http(s) or relative. */
const URLS: ReadonlySet<string> = new Set(['href', 'src', 'data-image']);
/** `target`: only the two values Divi's link options produce. */
const TARGETS: ReadonlySet<string> = new Set(['_blank', '_self']);
/** `type` on Divi's search input: text-like types only (never `image`, `submit` …). */
const TYPES: ReadonlySet<string> = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

/** Whether `value` is an http(s) URL or a relative one (core's guard; whitespace and control characters count). */
const safeUrl = (value: string, base: string): boolean => value.trim() === '' || httpUrl(value, base) !== null;

/**
 * The attribute to write for a multi-view `name`/`value` pair, lowercased, or null when it must not be written.
 * @example allowedAttr('ONMOUSEOVER', 'x', document.baseURI) // null
 */
export function allowedAttr(name: string, value: string, base: string): string | null {
  const attr = name.toLowerCase();
  if (TEXT.has(attr)) return attr;
  if (URLS.has(attr)) return safeUrl(value, base) ? attr : null;
  if (attr === 'srcset') return value.split(',').every((c) => safeUrl(c.trim().split(/\s+/)[0], base) && safeUrl(c.replace(/[\s\u0000-\u001f]/g, ''), base)) ? attr : null;
  if (attr === 'target') return TARGETS.has(value.trim().toLowerCase()) ? attr : null;
  if (attr === 'type') return TYPES.has(value.trim().toLowerCase()) ? attr : null;
  return null;
}

/**
 * Whether an inline style value may be written: a `url(…)` in it must be http(s) or relative, and old script hooks
 * (`expression(`, `-moz-binding`, `behavior`) never are.
 */
export function allowedStyle(property: string, value: string, base: string): boolean {
  if (!/^-?[a-z][a-z0-9-]*$/i.test(property) || /^(behavior|-moz-binding)$/i.test(property)) return false;
  if (/expression\s*\(|javascript:|vbscript:/i.test(value.replace(/[\u0000-\u0020\\]/g, ''))) return false;
  for (const m of value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) if (!safeUrl(m[2], base)) return false;
  return true;
}
