/**
 * What one request looks like on the wire, and what its answer means. No state and no timers here:
 * the queue in transport.ts decides when to call these.
 */
import { TransportError, type Endpoint, type Payload } from './types';
import { sameOriginUrl } from '../url';

/** Serializes a payload as form fields; objects and arrays travel as JSON, as the originals send them. */
export function encodeForm(data: Payload): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    body.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return body;
}

export interface WireRequest {
  url: string;
  /** The form fields as sent (with `action`, nonce field and `no_cache` in admin-ajax mode). */
  fields: Payload;
  headers: Record<string, string>;
}

/**
 * Where a route goes and what it carries.
 * - REST: POST restUrl + namespace + route, nonce in `X-WP-Nonce` (works with `?rest_route=/` urls too).
 * - admin-ajax: `action` = route, the plugin's nonce field, and a random `no_cache` so page caches never
 *   answer for the server. The caller's data cannot override `action`.
 * - wc-ajax: the route replaces `%%endpoint%%`; no nonce (WooCommerce's own nonces travel in the data).
 */
export function buildRequest(ep: Endpoint, nonce: string, route: string, data: Payload): WireRequest {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
  if (ep.kind === 'rest') {
    const base = ep.restUrl.replace(/\/?$/, '/') + ep.namespace.replace(/^\/+|\/+$/g, '');
    if (nonce) headers['X-WP-Nonce'] = nonce;
    return { url: `${base}/${route.replace(/^\/+/, '')}`, fields: data, headers };
  }
  if (ep.kind === 'ajax') {
    const fields: Payload = { ...data, action: route, no_cache: Math.random().toString(36).slice(2) };
    if (ep.nonceField) fields[ep.nonceField] = nonce;
    return { url: ep.ajaxUrl, fields, headers };
  }
  if (ep.kind === 'page') {
    // Only this site's pages: anything else is refused before a request leaves.
    const url = sameOriginUrl(route);
    if (!url) throw new TransportError('network', 0, route);
    return { url, fields: data, headers };
  }
  return { url: ep.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(route)), fields: data, headers };
}

/** The request for `fetch`: a GET carries the fields in its query string and has no body. */
export function fetchArgs(req: WireRequest, method: 'POST' | 'GET'): { url: string; body?: URLSearchParams; headers: Record<string, string> } {
  if (method === 'POST') return { url: req.url, body: encodeForm(req.fields), headers: req.headers };
  const url = new URL(req.url);
  for (const [k, v] of encodeForm(req.fields)) url.searchParams.append(k, v);
  const { 'Content-Type': _type, ...headers } = req.headers;
  return { url: url.href, headers };
}

/**
 * The same request as a beacon: no headers can travel, so a REST nonce goes in WordPress's `_wpnonce` field.
 * Null when the URL is not a same-origin http(s) URL (a beacon carries the site's cookies wherever it goes).
 */
export function buildBeacon(ep: Endpoint, nonce: string, route: string, data: Payload): { url: string; body: URLSearchParams } | null {
  let req: WireRequest;
  try {
    req = buildRequest(ep, nonce, route, data);
  } catch {
    return null; // a page endpoint refuses other origins
  }
  const url = sameOriginUrl(req.url);
  const fields = ep.kind === 'rest' && nonce ? { ...req.fields, _wpnonce: nonce } : req.fields;
  return url ? { url, body: encodeForm(fields) } : null;
}

/** A nonce failure: the caller may refresh the nonce and retry once. */
export interface NonceFailure {
  nonceFailure: true;
  status: number;
  body: string;
}

export function isNonceFailure(v: unknown): v is NonceFailure {
  return v !== null && typeof v === 'object' && (v as Partial<NonceFailure>).nonceFailure === true;
}

/** WordPress's `wp_send_json_success` / `wp_send_json_error` answer. */
export interface WpAnswer<T = unknown> {
  success: boolean;
  data: T;
}

/** What a request asks of the answer: its form, and whether a truthy `error` field means failure. */
export interface ReadOptions {
  as?: 'json' | 'text' | 'wp';
  errorField?: boolean;
}

/**
 * Reads an answer. Nonce failure = HTTP 403 or a body of `-1` (WordPress's `check_ajax_referer`);
 * 500 = 'server'; any other non-2xx = 'status'. Then, by `as`:
 * - 'json' (default): the parsed body, any shape; a body that is not JSON = 'parse';
 * - 'text': the body as it is;
 * - 'wp': WordPress's `{ success, data }` (`success` read as a boolean), any other shape = 'parse'.
 * With `errorField`, a JSON object with a truthy `error` field = 'error-field' (body kept for the caller): some
 * originals (CleanTalk's) treat such an answer as failed; for the others it is data like any other.
 */
export function readResponse(status: number, text: string, options: ReadOptions = {}): unknown {
  if (status === 403 || text.trim() === '-1') return { nonceFailure: true, status, body: text } satisfies NonceFailure;
  if (status === 500) throw new TransportError('server', status, text);
  if (status < 200 || status >= 300) throw new TransportError('status', status, text);
  if (options.as === 'text') return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TransportError('parse', status, text);
  }
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  if (options.errorField && isObject && (body as { error?: unknown }).error) {
    throw new TransportError('error-field', status, body);
  }
  if (options.as !== 'wp') return body;
  const answer = (isObject ? body : {}) as { success?: unknown; data?: unknown };
  if (!('success' in answer)) throw new TransportError('parse', status, text);
  return { success: answer.success === true, data: answer.data } satisfies WpAnswer;
}
