import { sameOriginUrl } from '@dropins/core';
import type { Settings } from './config';
import type { Signals } from './signals';

const letters = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * The page-start signals: session id (10 letters), page hits, referrers, timestamps, timezone, screen info,
 * headless flag, checkjs key and cookie mode.
 */
export function initParams(s: Signals, cfg: Settings): void {
  const id = s.get('apbct_session_id');
  s.set('apbct_session_id', typeof id === 'string' && /^[a-z]{10}$/.test(id) ? id : letters());
  const hits = Number(s.get('apbct_page_hits'));
  s.set('apbct_page_hits', (Number.isFinite(hits) ? hits : 0) + 1);
  const ref = document.referrer;
  // The site referrer is where the visitor came from to the site: only an outside page replaces it.
  const site = s.get('apbct_site_referer');
  s.set('apbct_site_referer', ref && !sameOriginUrl(ref) ? ref : typeof site === 'string' ? site : 'UNKNOWN');
  if (ref) s.set('apbct_prev_referer', ref);
  s.set('ct_ps_timestamp', Math.floor(Date.now() / 1000));
  s.set('ct_fkp_timestamp', 0);
  s.set('ct_timezone', -new Date().getTimezoneOffset() / 60);
  const de = document.documentElement;
  s.set('ct_screen_info', JSON.stringify({ fullWidth: de.scrollWidth, fullHeight: de.scrollHeight, visibleWidth: innerWidth, visibleHeight: innerHeight }));
  s.set('apbct_headless', navigator.webdriver === true);
  s.set('ct_checkjs', cfg.checkjsKey);
  s.set('ct_cookies_type', s.mode);
}
