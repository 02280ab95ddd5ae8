import { cookiesEnabled, createModeStore, createStore, rawStorage, sameOriginUrl, type CookieMode } from '@dropins/core';
import type { Settings } from './config';

/** The visitor signals of this page view, kept in memory and persisted the way the cookie mode says. */
export interface Signals {
  /** Everything set during this page view (what the no-cookie field carries). */
  readonly data: Record<string, unknown>;
  readonly mode: CookieMode;
  /** Sets a value; `local` keeps it in memory only (not sent as a cookie or to the server). */
  set(key: string, value: unknown, local?: boolean): void;
  /** This page's value, else the stored one (cookie, session or local storage), else null. */
  get(key: string): unknown;
}

/**
 * Storage by cookie mode: `native` = cookies with the configured prefix; `alternative` = server-side sessions,
 * batched to `save`; `none` = local storage (freshness 86,400 s) plus hidden form fields. Blocked cookies fall
 * back to `none`; disabled or full storage keeps values for this page only. Never throws.
 * @example const s = createSignals('none', '', save, warn); s.set('ct_has_key_up', true);
 */
export function createSignals(mode: CookieMode, prefix: string, save: (values: Record<string, string>) => void, warn: (message: string) => void): Signals {
  if (mode === 'native' && !cookiesEnabled()) {
    warn('cookies blocked: using form fields');
    mode = 'none';
  }
  if (mode !== 'native' && !createStore(mode === 'none' ? 'local' : 'session').usable) warn('storage disabled: signals last for this page');
  const store = createModeStore(mode, { prefix, save });
  const data: Record<string, unknown> = {};
  return {
    data,
    mode,
    set(key, value, local) {
      data[key] = value;
      if (!local) store.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    },
    get: (key) => (key in data ? data[key] : store.get(key)),
  };
}

/** `_ct_no_cookie_data_` + base64 of the JSON of every signal (UTF-8 safe, unlike a bare `btoa`). */
export const noCookieValue = (data: Record<string, unknown>): string =>
  '_ct_no_cookie_data_' + btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(data))));

/**
 * The page-start signals: session id (10 letters), page hits, referrers, timestamps, timezone, screen info,
 * headless flag, checkjs key and cookie mode.
 */
export function initSignals(s: Signals, checkjs: string): void {
  const id = s.get('apbct_session_id');
  const ref = document.referrer;
  const de = document.documentElement;
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

const LOG = 'ct_bot_detector_frontend_data_log';
/**
 * The bot detector's browser state (`apbct_browser_state`), '' when the detector is off: which of its scripts
 * the page loads (src containing `ct-bot-detector.min`, `ct-bot-detector-wrapper`) and its own log, as it keeps
 * it in local storage (`ct_bot_detector_frontend_data_log`, with or without the cookie prefix), unless the site
 * switched the log off. The plugin takes it from intercepted requests, the no-cookie data or the alt session.
 */
export function browserState(cfg: Settings): string {
  const src = Array.from(document.scripts, (el) => el.getAttribute('src')).join(' ');
  const ls = rawStorage('local');
  return cfg.botDetector
    ? JSON.stringify({
        botd_logic_loaded: +src.includes('ct-bot-detector.min'),
        botd_wrapper_loaded: +src.includes('ct-bot-detector-wrapper'),
        frontend_data_log: (cfg.data__frontend_data_log_enabled && (ls.get(cfg.cookiePrefix + LOG) ?? ls.get(LOG))) || '',
      })
    : '';
}
