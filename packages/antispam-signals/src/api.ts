import { createTransport, type Payload } from '@dropins/core/transport';

/** REST route and admin-ajax action of each call; the original picks one by `data__ajax_type`. */
const ROUTES = {
  altSession: { rest: 'alt_sessions', ajax: 'apbct_alt_session__save__AJAX' },
  checkjsKey: { rest: 'js_keys__get', ajax: 'apbct_js_keys__get' },
  pixelUrl: { rest: 'apbct_get_pixel_url', ajax: 'apbct_get_pixel_url' },
  emailBeforePost: { rest: 'check_email_before_post', ajax: 'apbct_email_check_before_post' },
  emailExists: { rest: 'check_email_exist_post', ajax: 'apbct_email_check_exist_post' },
};

export type ApiCall = keyof typeof ROUTES;

/** The settings the transport is made of (a part of `Settings`, named here so config.ts can import this file). */
export interface ApiSettings {
  rest: boolean;
  _rest_url: string;
  _rest_nonce: string;
  _ajax_url: string;
  _ajax_nonce: string;
  blog_home: string;
}

/**
 * Calls one of CleanTalk's endpoints on this site; the JSON answer, any shape. As in the original, an answer with a
 * truthy `error` field fails (TransportError 'error-field').
 */
export type Api = <T = unknown>(call: ApiCall, data?: Payload) => Promise<T>;

/**
 * The page's one transport to the plugin (REST `cleantalk-antispam/v1` or admin-ajax, per `data__ajax_type`),
 * with the fresh-nonce retry; requests are aborted with `signal` (the widget's unmount).
 * @example const api = createApi(settings, ctx.signal); api('checkjsKey').then(...)
 */
export function createApi(settings: ApiSettings, signal: AbortSignal): Api {
  const transport = createTransport({
    endpoint: settings.rest
      ? { kind: 'rest', restUrl: settings._rest_url, namespace: 'cleantalk-antispam/v1' }
      : { kind: 'ajax', ajaxUrl: settings._ajax_url, nonceField: '_ajax_nonce' },
    nonce: settings.rest ? settings._rest_nonce : settings._ajax_nonce,
    refresh: { url: settings.blog_home, pluginName: 'antispam' },
  });
  return (call, data = {}) => {
    const route = settings.rest ? ROUTES[call].rest : ROUTES[call].ajax;
    return transport.request(route, data, { signal, as: 'json', errorField: true });
  };
}
