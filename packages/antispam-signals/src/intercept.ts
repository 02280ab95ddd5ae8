import type { Settings } from './config';

/** What third-party requests get: the token (bot detector on) or the no-cookie data (off). */
export interface Extra {
  token(): string | null;
  noCookie(): string;
}

// admin-ajax actions whose bodies the original extends: wrapped as data[...] or, for these, unwrapped.
const WRAPPED = /action=(wfu_ajax_action_ask_server|booked_add_appt|cwginstock_product_subscribe|fl_builder_subscribe_form_submit|mailpoet|happyforms_message|new_activity_comment|wwlc_create_user|user_registration)/;
const UNWRAPPED = /action=(drplus_signup|bt_cc|nf_ajax_submit|uael_register_user)/;
const STORE = /\/wc\/store\/v1\/(cart\/add-item|checkout|batch)/;
const JSON_REST = /\/wp-json\/wp-recipe-maker\//;
const FORM_REST = /\/wp-json\/metform\//;

const sameOrigin = (url: string) => {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
};

/** Adds our field to a form-encoded string body; null when the body is not one we extend. */
export function extendText(body: string, cfg: Settings, x: Extra): string | null {
  const unwrapped = UNWRAPPED.test(body);
  if (!unwrapped && !WRAPPED.test(body)) return null;
  const tk = cfg.botDetector ? x.token() : null;
  if (cfg.botDetector && !tk) return null;
  const [name, value] = tk ? ['ct_bot_detector_event_token', tk] : ['ct_no_cookie_hidden_field', x.noCookie()];
  if (body.includes(name)) return null;
  return `${body}&${unwrapped ? name : `data%5B${name}%5D`}=${encodeURIComponent(value)}`;
}

/** Adds our field to a FormData body (fluent booking over XHR, metform over fetch); false when untouched. */
export function extendFormData(body: FormData, cfg: Settings, x: Extra): boolean {
  const tk = cfg.botDetector ? x.token() : null;
  if (tk) body.append('ct_bot_detector_event_token', tk);
  else if (!cfg.botDetector) body.append('ct_no_cookie_hidden_field', x.noCookie());
  return !!tk || !cfg.botDetector;
}

/** Adds our fields to a JSON body: store cart and checkout get `event_token`; null when untouched. */
export function extendJSON(url: string, body: string, cfg: Settings, x: Extra): string | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const store = STORE.test(url);
  let target = data as Record<string, unknown>;
  if (store && url.includes('/batch')) {
    const first = (target.requests as Array<{ path?: string; data?: Record<string, unknown> }> | undefined)?.[0];
    if (!first || first.path !== '/wc/store/v1/cart/add-item' || !first.data) return null;
    target = first.data;
  }
  const tk = x.token();
  const key = store ? 'event_token' : 'ct_bot_detector_event_token';
  if (tk && !(key in target)) target[key] = tk;
  if (!cfg.botDetector && cfg.mode === 'none') target.ct_no_cookie_hidden_field = x.noCookie();
  return tk || !cfg.botDetector ? JSON.stringify(data) : null;
}

/**
 * The arguments of a fetch, with our field added when it is a third-party form request to this site that the
 * original extends; any other request gets its own arguments back, untouched (the same objects).
 */
export function extendFetch(input: unknown, init: RequestInit | undefined, cfg: Settings, x: Extra): [unknown, RequestInit | undefined] {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : '';
  const body = init?.body;
  if (!url || !body || !sameOrigin(url)) return [input, init];
  if (FORM_REST.test(url) && body instanceof FormData) {
    extendFormData(body, cfg, x);
    return [input, init];
  }
  if ((STORE.test(url) || JSON_REST.test(url)) && typeof body === 'string') {
    const next = extendJSON(url, body, cfg, x);
    return next === null ? [input, init] : [input, { ...init, body: next }];
  }
  if (typeof body === 'string') {
    const next = extendText(body, cfg, x);
    return next === null ? [input, init] : [input, { ...init, body: next }];
  }
  return [input, init];
}

/**
 * Wraps `fetch` and `XMLHttpRequest.prototype.send`: matching requests get our field, same-origin responses
 * are handed to `inspect` (the block message check). Our part never changes what the page's request or
 * response does: a failure in it is reported and the original arguments go through. Returns the uninstaller.
 */
export function intercept(cfg: Settings, x: Extra, inspect: (text: string) => void, report: (e: unknown) => void): () => void {
  const origFetch = window.fetch;
  const origSend = XMLHttpRequest.prototype.send;
  const look = (res: Response) => {
    const type = res.headers.get('content-type') ?? '';
    if (!sameOrigin(res.url) || !/json|text/.test(type)) return;
    res.clone().text().then((text) => {
      try {
        inspect(text);
      } catch (error) {
        report(error);
      }
    }, () => undefined);
  };
  const fetchWrapper = function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    let args: [unknown, RequestInit | undefined] = [input, init];
    try {
      args = extendFetch(input, init, cfg, x);
    } catch (error) {
      report(error);
    }
    const p = origFetch.call(this ?? window, args[0] as RequestInfo, args[1]);
    p.then((res) => {
      try {
        look(res);
      } catch (error) {
        report(error);
      }
    }, () => undefined);
    return p;
  };
  const sendWrapper = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    try {
      if (typeof body === 'string') body = extendText(body, cfg, x) ?? body;
      else if (body instanceof FormData && body.get('action') === 'fluent_cal_schedule_meeting') extendFormData(body, cfg, x);
      this.addEventListener('load', () => {
        try {
          if ((this.responseType === '' || this.responseType === 'text') && sameOrigin(this.responseURL)) inspect(this.responseText);
        } catch (error) {
          report(error);
        }
      }, { once: true });
    } catch (error) {
      report(error);
    }
    return origSend.call(this, body);
  };
  window.fetch = fetchWrapper as typeof fetch;
  XMLHttpRequest.prototype.send = sendWrapper;
  return () => {
    // Only undo our own wrapper: another script may have wrapped ours since.
    if (window.fetch === fetchWrapper) window.fetch = origFetch;
    if (XMLHttpRequest.prototype.send === sendWrapper) XMLHttpRequest.prototype.send = origSend;
  };
}
