import { isRecord, parseJSON, type Cleanup, type WidgetContext } from '@dropins/core';
import { sameOriginUrl } from '@dropins/core/safety';
import { parseBlock } from './block-answer';
import type { Settings } from './config';
import type { PageEnv } from './page-env';

/** What third-party requests need: the config, the token and browser state (bot detector on), the no-cookie data (off). */
export type Extra = Pick<PageEnv, 'token' | 'noCookie' | 'state'> & { config: Settings };

// admin-ajax actions whose bodies the original extends: wrapped as data[...] or, for the second list, unwrapped.
const WRAPPED = /action=(wfu_ajax_action_ask_server|booked_add_appt|cwginstock_product_subscribe|fl_builder_subscribe_form_submit|mailpoet|happyforms_message|new_activity_comment|wwlc_create_user|user_registration)/;
const UNWRAPPED = /action=(drplus_signup|bt_cc|nf_ajax_submit|uael_register_user)/;
const STORE = /\/wc\/store\/v1\/(cart\/add-item|checkout|batch)/;
const JSON_REST = /\/wp-json\/wp-recipe-maker\//;

type Pairs = [string, string][];
/**
 * The fields a third-party form request gets: with the bot detector on, its token (none yet: none) and the
 * browser state (`apbct_browser_state`, which the plugin reads from such requests); else the no-cookie data.
 */
function fields(x: Extra): Pairs {
  if (!x.config.botDetector) return [['ct_no_cookie_hidden_field', x.noCookie()]];
  const tk = x.token();
  const st = x.state();
  return [...(tk ? [['ct_bot_detector_event_token', tk]] : []), ...(st ? [['apbct_browser_state', st]] : [])] as Pairs;
}

/** Adds each field the body does not carry yet (ours never replace the page's); true when one was added. */
const add = (pairs: Pairs, has: (k: string) => boolean, set: (k: string, v: string) => void) =>
  pairs.reduce((added, [k, v]) => (has(k) ? added : (set(k, v), true)), false);

/** Adds our fields to a form-encoded body of a known form (or a FormData body); null when untouched. */
function extendBody(body: unknown, x: Extra): string | null {
  const unwrapped = UNWRAPPED.test(body as string);
  if (body instanceof FormData) add(fields(x), (k) => body.has(k), (k, v) => body.append(k, v));
  if (typeof body !== 'string' || !(unwrapped || WRAPPED.test(body))) return null;
  let out = body;
  return add(fields(x), (k) => body.includes(k), (k, v) => (out += `&${unwrapped ? k : `data%5B${k}%5D`}=${encodeURIComponent(v)}`)) ? out : null;
}

/** Adds our fields to a JSON body: store cart and checkout get `event_token`; null when untouched. */
function extendJSON(url: string, body: string, x: Extra): string | null {
  const data = parseJSON(body) as { requests?: Array<{ path?: string; data?: unknown }> } | undefined;
  const first = data?.requests?.[0];
  const target = url.includes('/batch') ? first?.path === '/wc/store/v1/cart/add-item' && first.data : data;
  const tk = x.token();
  return isRecord(target) && add(STORE.test(url) ? (tk ? [['event_token', tk]] : []) : fields(x), (k) => k in target, (k, v) => (target[k] = v))
    ? JSON.stringify(data)
    : null;
}

/**
 * The arguments of a fetch, with our field added when it is a third-party form request to this site that the
 * original extends; any other request gets its own arguments back, untouched (the same objects).
 */
export function extendFetch(input: unknown, init: RequestInit | undefined, x: Extra): [unknown, RequestInit | undefined] {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : '';
  const body = init?.body;
  const next =
    !sameOriginUrl(url) || !body ? null
    : typeof body === 'string' ? (STORE.test(url) || JSON_REST.test(url) ? extendJSON(url, body, x) : extendBody(body, x))
    : /\/wp-json\/metform\//.test(url) && extendBody(body, x);
  return [input, next ? { ...init, body: next } : init];
}

/**
 * Wraps `fetch` and `XMLHttpRequest.prototype.send`: matching requests get our field, same-origin text answers
 * are handed to `inspect` (the block message check). Our part never changes what the page's request or answer
 * does: a failure in it is reported and the original arguments go through. Returns the uninstaller.
 */
export function intercept(e: Extra & Pick<WidgetContext, 'guard'>, inspect: (text: string) => void): () => void {
  const { fetch: origFetch } = window;
  const proto = XMLHttpRequest.prototype;
  const origSend = proto.send;
  const fetchWrapper = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const args = e.guard(() => extendFetch(input, init, e)) ?? [input, init];
    const p = origFetch.call(this ?? window, args[0] as RequestInfo, args[1]);
    p.then((res) => void (sameOriginUrl(res.url || location.href) && /json|text/.test(res.headers.get('content-type')!) && res.clone().text().then((t) => e.guard(() => inspect(t)), () => 0))).catch(() => 0);
    return p;
  };
  const sendWrapper = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    e.guard(() => {
      if (typeof body === 'string' || (body instanceof FormData && body.get('action') === 'fluent_cal_schedule_meeting')) body = extendBody(body, e) ?? body;
      this.addEventListener('load', () => (this.responseType || 'text') === 'text' && sameOriginUrl(this.responseURL) && e.guard(() => inspect(this.responseText)));
    });
    return origSend.call(this, body);
  };
  window.fetch = fetchWrapper;
  proto.send = sendWrapper;
  return () => {
    // Only undo our own wrapper: another script may have wrapped ours since.
    if (window.fetch === fetchWrapper) window.fetch = origFetch;
    if (proto.send === sendWrapper) proto.send = origSend;
  };
}

/**
 * Watches the page's requests: third-party form requests get our fields, and a same-origin answer carrying a
 * CleanTalk block opens the block modal (loaded then).
 */
export function watchRequests(body: Element, ctx: WidgetContext, env: PageEnv): Cleanup {
  return intercept({ ...env, guard: ctx.guard }, (text) => {
    const block = parseBlock(text, env.config.wl_brandname_short);
    if (!block) return;
    import('./block-modal').then(
      ({ showBlock }) => ctx.guard(() => showBlock(block, body, env.config.wl_brandname, ctx.widget)),
      (error: unknown) => ctx.warn(`the block message could not be shown (${String(error)})`),
    );
  });
}
