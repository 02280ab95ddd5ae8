/**
 * Module ids and file URLs of the classic scripts' loader (classic-loader.ts): pure functions, no DOM.
 */

/** `../core` seen from `storefront/modal` is `core`; ids without a leading dot are already absolute. */
export function resolveId(from: string, dep: string): string {
  if (!dep.startsWith('.')) return dep;
  const parts = from.split('/').slice(0, -1);
  for (const segment of dep.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The modules a module depends on (not rollup's `require` and `exports`), as absolute ids. */
export function dependencyIds(id: string, deps: string[]): string[] {
  return deps.filter((d) => d !== 'require' && d !== 'exports').map((d) => resolveId(id, d));
}

/**
 * The URL of lazy file `id` beside its classic script, or null when it would leave the script's folder (another
 * origin, or above the folder) or there is no script URL to go by. Ids are relative to the folder above the script
 * as deep as the script's own id (`entry`) is: `shop` is served from that folder, `wp/shop` from its `wp/`.
 * @example lazyUrl('shop/modal-Ab12', 'https://cdn.test/dropins/shop.js?ver=3') // 'https://cdn.test/dropins/shop/modal-Ab12.js'
 * @example lazyUrl('wp/modal-Ab12', 'https://cdn.test/dropins/wp/shop.js', 'wp/shop') // 'https://cdn.test/dropins/wp/modal-Ab12.js'
 */
export function lazyUrl(id: string, scriptUrl: string | undefined, entry = ''): string | null {
  if (!scriptUrl) return null;
  try {
    const script = new URL(scriptUrl);
    const url = new URL(`${id}.js`, new URL(`./${'../'.repeat(entry.split('/').length - 1)}`, script));
    const folder = script.pathname.slice(0, script.pathname.lastIndexOf('/') + 1);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === script.origin && url.pathname.startsWith(folder);
    return ok ? url.href : null;
  } catch {
    return null;
  }
}
