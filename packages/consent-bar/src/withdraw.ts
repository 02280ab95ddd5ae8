import { pageGlobals } from '@dropins/core';
import { cookieNames, removeCookie } from '@dropins/core/storage';
import { httpUrl } from '@dropins/core/safety';
import type { Settings } from './config';
import { COOKIE, clearProvisional } from './consent';

/** Cookies a withdrawal keeps: the shop's, WordPress's, and the consent cookie itself. */
const KEPT_COOKIES = /woocommerce|wc_|wordpress/i;
/** How many directories of the current path a cookie may have been set on (as the original tries). */
const PATH_DEPTH = 4;

/** '/' and each directory of the current path, with and without the trailing slash. */
function cookiePaths(): string[] {
  const paths = ['/'];
  let path = '';
  for (const segment of location.pathname.split('/').filter(Boolean).slice(0, PATH_DEPTH)) {
    path += '/' + segment;
    paths.push(path, path + '/');
  }
  return paths;
}

/**
 * Deletes every cookie this page can see except the kept ones, host-only and on the host and its parent
 * domain, on each path: a cookie is only gone when removed with the path and domain it was set with.
 * A domain the browser refuses (an IP, localhost) is simply a no-op.
 */
function deleteCookies(log: (message: string) => void): void {
  const host = location.hostname;
  const domains = [undefined, host, host.replace(/^[^.]+\.(?=.+\.)/, '')];
  const paths = cookiePaths();
  for (const name of cookieNames()) {
    if (KEPT_COOKIES.test(name) || name.includes(COOKIE)) continue;
    for (const domain of domains) for (const path of paths) removeCookie(name, { domain, path });
    log('cookie removed: ' + name);
  }
}

/** Stops Google tags: only http(s) script URLs are read; their `id` gets the `ga-disable-<id>` flag and the tag goes. */
function stopGoogleTags(root: Element, log: (message: string) => void): void {
  for (const script of root.querySelectorAll('script[src*="googletagmanager.com"]')) {
    const src = httpUrl(script.getAttribute('src'));
    if (!src) continue;
    const id = new URL(src).searchParams.get('id');
    if (id) pageGlobals()[`ga-disable-${id}`] = true;
    script.remove();
    log('script_removed: ' + src);
  }
}

/**
 * What a withdrawal cleans up, besides our tags: the cookies, the provisional consent, Google tags, and with
 * `ajax_cookie_removal` the server's own (HttpOnly) cookies, by a beacon through the page's transport (a reload
 * cannot cut it short; it carries the nonce, so it goes to this site only).
 */
export function withdraw(root: Element, settings: Settings, log: (message: string) => void): void {
  deleteCookies(log);
  clearProvisional();
  stopGoogleTags(root, log);
  if (settings.ajax_cookie_removal) {
    const queued = settings.transport.beacon('moove_gdpr_remove_php_cookies', { security: settings.gdpr_nonce, type: 'navigatorBeacon' });
    if (!queued) log('remove_php_cookies beacon not sent');
  }
}
