import { createTransport, type Payload } from '@dropins/core';
import type { Settings } from './config';

/** REST route and admin-ajax action of each call; the original picks one by `data__ajax_type`. */
const ROUTES = {
  alt: ['alt_sessions', 'apbct_alt_session__save__AJAX'],
  keys: ['js_keys__get', 'apbct_js_keys__get'],
  pixel: ['apbct_get_pixel_url', 'apbct_get_pixel_url'],
  before: ['check_email_before_post', 'apbct_email_check_before_post'],
  exist: ['check_email_exist_post', 'apbct_email_check_exist_post'],
} as const;

export type Call = keyof typeof ROUTES;
/** Calls one of CleanTalk's endpoints on this site; `text` returns the raw body. */
export type Api = <T = unknown>(call: Call, data?: Payload, text?: boolean) => Promise<T>;

/**
 * The site's own CleanTalk endpoints through the shared transport (serial queue, timeout, nonce refresh).
 * @example const res = await api<{ js_key?: string }>('keys');
 */
export function createApi(s: Settings, signal: AbortSignal): Api {
  const t = createTransport({
    endpoint: s.rest
      ? { kind: 'rest', restUrl: s.restUrl, namespace: 'cleantalk-antispam/v1' }
      : { kind: 'ajax', ajaxUrl: s.ajaxUrl, nonceField: '_ajax_nonce' },
    nonce: s.rest ? s.restNonce : s.nonce,
    refresh: { url: s.home, pluginName: 'antispam' },
  });
  return (call, data = {}, text) => t.request(ROUTES[call][s.rest ? 0 : 1], data, { signal, as: text ? 'text' : 'json' });
}
