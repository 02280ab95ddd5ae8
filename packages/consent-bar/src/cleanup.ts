import { cookieNames, httpUrl, removeCookie } from '@dropins/core';
import { COOKIE, clearProvisional } from './consent';

/** Cookies the plugin never deletes: the shop's and WordPress's own, and the consent cookie itself. */
const KEEP = /woocommerce|wc_|wordpress/i;

/** Domains a cookie may have been set on: host-only, the host, and its parent domain. */
function domains(host: string): (string | undefined)[] {
  const out: (string | undefined)[] = [undefined];
  if (/^[\d.]+$|^\[|^localhost$/.test(host)) return out;
  out.push(host);
  const parts = host.split('.');
  if (parts.length > 2) out.push(parts.slice(1).join('.'));
  return out;
}

/** '/', and each directory of the current path (with and without the trailing slash). */
function paths(pathname: string): string[] {
  const out = new Set(['/']);
  let acc = '';
  for (const seg of pathname.split('/').filter(Boolean).slice(0, 4)) {
    acc += '/' + seg;
    out.add(acc).add(acc + '/');
  }
  return [...out];
}

/**
 * Removes every cookie this page can see, except the shop's, WordPress's and the consent cookie, on the host and
 * its parent domain and the usual paths (a cookie is only gone when removed with the path and domain it was set with).
 */
export function deleteCookies(log: (m: string) => void): void {
  for (const name of cookieNames()) {
    if (KEEP.test(name) || name.includes(COOKIE)) continue;
    for (const domain of domains(location.hostname)) for (const path of paths(location.pathname)) removeCookie(name, { domain, path });
    log('cookie removed: ' + name);
  }
  clearProvisional();
}

/** Asks the server to expire its own (HttpOnly) cookies, by beacon so a reload cannot cut it short. */
export function serverCookieRemoval(ajaxurl: string, nonce: string): void {
  const url = httpUrl(ajaxurl);
  if (!url) return;
  const fields = (type: string) => new URLSearchParams({ action: 'moove_gdpr_remove_php_cookies', security: nonce, type });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, fields('navigatorBeacon'))) return;
    void fetch(url, { method: 'POST', body: fields('ajax_b1'), credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  } catch {
    /* best effort: the client-side removal already ran */
  }
}

/**
 * Stops Google tags the visitor withdrew from: only http(s) script URLs are read; their `id` gets the
 * `ga-disable-<id>` flag and the tag is removed.
 */
export function stopGoogleTags(log: (m: string) => void): void {
  for (const s of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'))) {
    const src = httpUrl(s.getAttribute('src'));
    if (!src) continue;
    const id = new URL(src).searchParams.get('id');
    if (id && /^[\w-]+$/.test(id)) (window as unknown as Record<string, unknown>)['ga-disable-' + id] = true;
    s.remove();
    log('script_removed: ' + src);
  }
}
