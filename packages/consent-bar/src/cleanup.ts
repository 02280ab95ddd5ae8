import { cookieNames, httpUrl, removeCookie, sameOriginUrl } from '@dropins/core';
import { COOKIE, clearProvisional } from './consent';
import { all } from './dom';

/**
 * What a withdrawal cleans up, besides our tags:
 * - every cookie this page can see, except the shop's, WordPress's and the consent cookie, host-only and on the
 *   host and its parent domain, on '/' and each directory of the current path (with and without the trailing
 *   slash): a cookie is only gone when removed with the path and domain it was set with;
 * - Google tags: only http(s) script URLs are read; their `id` gets the `ga-disable-<id>` flag and the tag goes;
 * - with `ajax_cookie_removal`, the server's own (HttpOnly) cookies, by a beacon (a reload cannot cut it short)
 *   to this site only: it carries the nonce.
 */
export function withdraw(log: (m: string) => void, beacon: false | { ajaxurl: string; gdpr_nonce: string }): void {
  const host = location.hostname;
  const paths = ['/'];
  let acc = '';
  for (const seg of location.pathname.split('/').filter(Boolean).slice(0, 4)) paths.push((acc += '/' + seg), acc + '/');
  for (const name of cookieNames()) {
    if (/woocommerce|wc_|wordpress/i.test(name) || name.includes(COOKIE)) continue;
    // A domain the browser refuses (an IP, localhost) is simply a no-op.
    for (const domain of [undefined, host, host.replace(/^[^.]+\.(?=.+\.)/, '')]) for (const path of paths) removeCookie(name, { domain, path });
    log('cookie removed: ' + name);
  }
  clearProvisional();
  for (const s of all('script[src*="googletagmanager.com"]')) {
    const src = httpUrl(s.getAttribute('src'));
    if (src) {
      const id = new URL(src).searchParams.get('id');
      if (id) (window as unknown as Record<string, boolean>)['ga-disable-' + id] = true;
      s.remove();
      log('script_removed: ' + src);
    }
  }
  const url = beacon && sameOriginUrl(beacon.ajaxurl);
  if (url) navigator.sendBeacon(url, new URLSearchParams({ action: 'moove_gdpr_remove_php_cookies', security: beacon.gdpr_nonce, type: 'navigatorBeacon' }));
}
