import { createStore, createTransport, httpUrl, parseJSON, type MountContext, type Payload } from '@dropins/core';
import { parseBlock, showBlock } from './block';
import { startCollector } from './collector';
import type { Settings } from './config';
import { startEmailChecks } from './email';
import { protectForms } from './forms';
import { intercept } from './intercept';
import { browserState, createSignals, initSignals, noCookieValue, type Signals } from './signals';

/** REST route and admin-ajax action of each call; the original picks one by `data__ajax_type`. */
const ROUTES = {
  alt: ['alt_sessions', 'apbct_alt_session__save__AJAX'],
  keys: ['js_keys__get', 'apbct_js_keys__get'],
  pixel: ['apbct_get_pixel_url', 'apbct_get_pixel_url'],
  before: ['check_email_before_post', 'apbct_email_check_before_post'],
  exist: ['check_email_exist_post', 'apbct_email_check_exist_post'],
};

/** Calls one of CleanTalk's endpoints on this site (shared transport); `text` returns the raw body. */
export type Api = <T = unknown>(call: keyof typeof ROUTES, data?: Payload, text?: boolean) => Promise<T>;

/** What every page-level part gets: the mount context, the signals, the endpoints, the token and no-cookie data. */
export interface Env extends MountContext<Settings> {
  s: Signals;
  api: Api;
  /** The bot detector's event token (64 characters, from its local storage), when the detector is on. */
  token(): string | null;
  noCookie(): string;
  /** The bot detector's browser state as JSON (`apbct_browser_state`), '' when the detector is off. */
  state(): string;
}

const local = createStore('local');
const https = (url: unknown): url is string => typeof url === 'string' && url.startsWith('https://') && !!httpUrl(url);

/**
 * Everything page-level, mounted once on `body`: signals, form protection, request hooks, email checks,
 * pixel, checkjs key and script errors. Each part starts on its own: one failing leaves the others running.
 */
export function startPage(ctx: MountContext<Settings>): () => void {
  const cfg = ctx.config;
  const t = createTransport({
    endpoint: cfg.rest
      ? { kind: 'rest', restUrl: cfg._rest_url, namespace: 'cleantalk-antispam/v1' }
      : { kind: 'ajax', ajaxUrl: cfg._ajax_url, nonceField: '_ajax_nonce' },
    nonce: cfg.rest ? cfg._rest_nonce : cfg._ajax_nonce,
    refresh: { url: cfg.blog_home, pluginName: 'antispam' },
  });
  const api: Api = (call, data = {}, text) => t.request(ROUTES[call][+!cfg.rest], data, { signal: ctx.signal, as: text ? 'text' : 'json', errorField: true });
  const s = createSignals(cfg.data__cookies_type, cfg.cookiePrefix, (cookies) => api('alt', { cookies }).catch(() => 0), ctx.warn);
  const e: Env = {
    ...ctx,
    s,
    api,
    token: () => {
      const tk = cfg.botDetector && local.get('bot_detector_event_token');
      return typeof tk === 'string' && tk.length === 64 ? tk : null;
    },
    noCookie: () => noCookieValue(s.data),
    state: () => browserState(cfg),
  };
  const part = (fn: () => unknown) => ctx.guard(fn, 'mount');
  let flush = () => {};
  let undo: unknown;

  part(() => initSignals(s, cfg.ct_checkjs_key));
  part(() => (flush = startCollector(e)));
  part(() => protectForms(e, () => flush()));
  part(() => (undo = intercept(e, (text) => {
    const b = parseBlock(text, cfg.wl_brandname_short);
    if (b) showBlock(b, cfg.wl_brandname, ctx.widget);
  })));
  if (cfg.data__email_check_before_post || cfg.data__email_check_exist_post) part(() => startEmailChecks(e));

  // The checkjs key goes into the plugin's hidden `ct_checkjs*` inputs; a page served from a cache carries
  // yesterday's key, so there (or when none was printed) `js_keys__get` gives today's.
  part(() => {
    const fill = (key: unknown) => {
      if (typeof key === 'string' && key) for (const input of document.querySelectorAll<HTMLInputElement>('input[name^=ct_checkjs]')) input.value = key;
    };
    fill(cfg.ct_checkjs_key);
    if (cfg.advancedCacheExists || cfg.varnishCacheExists || !cfg.ct_checkjs_key) api<{ js_key?: unknown }>('keys').then((r) => fill(r?.js_key), () => 0);
  });

  // The pixel: off unless enabled; setting 3 together with the bot detector disables it. Setting 1 only records
  // the configured URL; otherwise `apbct_get_pixel_url` gives an https URL, cached 10,800 s, and it is drawn.
  part(() => {
    const px = cfg.pixel__setting;
    if (!cfg.pixel__enabled || !px || (px === 3 && cfg.botDetector)) return;
    if (px === 1) return httpUrl(cfg.pixel__url) && s.set('apbct_pixel_url', cfg.pixel__url);
    const use = (url: string) => {
      s.set('apbct_pixel_url', url);
      document.body.appendChild(Object.assign(new Image(1, 1), { id: 'apbct_pixel', alt: '', src: url })).style.cssText = 'position:absolute;left:-99999px';
    };
    const cached = local.get('apbct_pixel_url', 10_800);
    if (https(cached)) return use(cached);
    api<string>('pixel', {}, true).then((text) => {
      const url = parseJSON(text) ?? text.trim();
      if (!https(url)) return;
      local.set('apbct_pixel_url', url);
      use(url);
    }, () => 0);
  });

  // Script errors that mention the plugin are kept for about 1% of visitors (decided once per page), so the
  // site owner can see what broke on real browsers.
  if (Math.random() < 0.01) {
    const errors: unknown[] = [];
    ctx.listen(window, 'error', (ev) => {
      const er = ev as ErrorEvent;
      if (!/cleantalk|apbct|ct_public|antispam/i.test(er.message + er.filename) || errors.length > 4) return;
      errors.push({ err: { msg: er.message, file: er.filename, ln: er.lineno, col: er.colno, stacktrace: String(er.error?.stack ?? '') }, url: location.href, userAgent: navigator.userAgent });
      s.set('ct_js_errors', errors);
    }, { passive: true });
  }
  return () => typeof undo === 'function' && undo();
}
