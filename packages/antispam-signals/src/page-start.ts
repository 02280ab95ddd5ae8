import { docProp } from '@dropins/core';
import { sameOriginUrl } from '@dropins/core/safety';
import type { VisitorStore } from './visitor-store';

/**
 * The page-start signals: session id (10 letters), page hits, referrers, timestamps, timezone, screen info,
 * headless flag, checkjs key and cookie mode.
 */
export function recordPageStart(s: VisitorStore, checkjs: string): void {
  const id = s.get('apbct_session_id');
  const ref = docProp('referrer');
  const de = docProp('documentElement');
  const set = s.set;
  set('apbct_session_id', /^[a-z]{10}$/.test(id as string) ? id : Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.random() * 26)).join(''));
  set('apbct_page_hits', (Number(s.get('apbct_page_hits')) || 0) + 1);
  // The site referrer is where the visitor came from to the site: only an outside page replaces it.
  set('apbct_site_referer', ref && !sameOriginUrl(ref) ? ref : (s.get('apbct_site_referer') ?? 'UNKNOWN'));
  if (ref) set('apbct_prev_referer', ref);
  set('ct_ps_timestamp', Math.floor(Date.now() / 1000));
  set('ct_fkp_timestamp', 0);
  set('ct_timezone', -new Date().getTimezoneOffset() / 60);
  set('ct_screen_info', JSON.stringify({ fullWidth: de.scrollWidth, fullHeight: de.scrollHeight, visibleWidth: innerWidth, visibleHeight: innerHeight }));
  set('apbct_headless', navigator.webdriver === true);
  set('ct_checkjs', checkjs);
  set('ct_cookies_type', s.mode);
}
