/**
 * The one same-origin guard for every redirect and navigation: returns the absolute URL when `raw` is an
 * http(s) URL on this page's origin, else null. `javascript:`, `data:`, `//evil`, `\\evil`, `https:evil`,
 * mixed case and leading whitespace all resolve to another origin or scheme and are refused.
 */
export function sameOriginUrl(raw: unknown, base: string = location.href): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  const here = new URL(base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== here.origin) return null;
  return url.href;
}

/** An absolute http(s) URL on any origin (for outbound links the config names), else null. */
export function httpUrl(raw: unknown, base: string = location.href): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Navigates only when the target is same-origin http(s); returns whether it navigated. */
export function navigate(raw: unknown, assign: (href: string) => void = (h) => location.assign(h)): boolean {
  const href = sameOriginUrl(raw);
  if (!href) return false;
  assign(href);
  return true;
}
