/**
 * The transport's public shapes: endpoints, options, the error catalogue and the typed-route helpers.
 * Kept apart from the queue so that the queue file reads as behaviour only.
 */
export type Endpoint =
  | { kind: 'rest'; restUrl: string; namespace: string }
  | { kind: 'ajax'; ajaxUrl: string; nonceField?: string }
  | { kind: 'wc'; wcAjaxUrl: string }
  /** A page of the site itself: the route is a same-origin URL (a paging link), fetched as it is. */
  | { kind: 'page' };

/** The little of `fetch` the transport uses; the real `fetch` fits it, and so does a test double. */
export type FetchLike = (
  url: string,
  init: RequestInit,
) => Promise<{ readonly status: number; text(): Promise<string> }>;

export interface TransportOptions {
  endpoint: Endpoint;
  nonce?: string;
  /** Fresh-nonce remote call: where to POST it and the plugin name it carries. Omitted = no refresh. */
  refresh?: { url: string; pluginName: string };
  /** Milliseconds before a job settles with a timeout; default 15,000. */
  timeout?: number;
  /** Injected for tests; default `fetch`. */
  fetch?: typeof fetch | FetchLike;
  /** Injected for tests; default `navigator.sendBeacon`. */
  sendBeacon?: (url: string, body: URLSearchParams) => boolean;
}

export type ErrorKind = 'timeout' | 'parse' | 'server' | 'status' | 'error-field' | 'nonce' | 'network' | 'abort';

/** Console messages of the error catalogue, exactly as the originals print them. */
export const MESSAGES: Record<ErrorKind, string> = {
  timeout: 'Server response timeout',
  parse: 'Unexpected response from server',
  server: 'Internal server error.',
  status: 'Unexpected response code',
  'error-field': 'Error in server response',
  nonce: 'Nonce verification failed',
  network: 'Network error',
  abort: 'Aborted',
};

/**
 * How every failed request rejects. `kind` says what went wrong, `status` is the HTTP code (0 when there
 * was none) and `body` keeps what the server said (parsed JSON for 'error-field', text otherwise).
 * @example
 * try { await t.request('apbct_decode_email', data); } catch (e) { if (e instanceof TransportError && e.kind === 'abort') return; }
 */
export class TransportError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly status = 0,
    readonly body: unknown = undefined,
  ) {
    // What the error callback receives: 'Timeout' for a timeout, else the catalogue text.
    super(kind === 'timeout' ? 'Timeout' : MESSAGES[kind]);
    this.name = 'TransportError';
  }
}

export type Payload = Record<string, unknown>;

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * 'json' (default) parses the body and returns it whatever its shape; 'text' returns it as it is; 'wp' reads
   * WordPress's `{ success, data }` answer (`WpAnswer`), any other shape failing with 'parse'.
   */
  as?: 'json' | 'text' | 'wp';
  /** Fail with 'error-field' when the JSON answer has a truthy `error` field (what CleanTalk's scripts do). */
  errorField?: boolean;
  /** 'GET' sends `data` as query parameters and no body (a page fetched as a link would be); default 'POST'. */
  method?: 'POST' | 'GET';
}

export interface Transport {
  /**
   * Queues a POST of `data` to `route` (REST route, admin-ajax action or wc-ajax endpoint).
   * @example const res = await transport.request<DecodeResponse>('apbct_decode_email', { encodedEmails });
   */
  request<T = unknown>(route: string, data?: Payload, options?: RequestOptions): Promise<T>;
  /**
   * Hands `data` for `route` to the browser's beacon queue: it is sent even while the page unloads, and its answer
   * is never read (no retry, no timeout). Same endpoint and nonce rules as `request` (a REST nonce travels as the
   * `_wpnonce` field, since a beacon carries no headers). A beacon carries the site's cookies, so only a same-origin
   * http(s) endpoint is beaconed. Returns whether the browser queued it.
   * @example transport.beacon('moove_gdpr_remove_php_cookies', { security: nonce, type: 'navigatorBeacon' })
   */
  beacon(route: string, data?: Payload): boolean;
  /** The nonce in use (after refreshes). */
  readonly nonce: string;
}

/** One route of a typed transport: what it sends (omit `data` for none) and what it answers. */
export interface RouteShape {
  data?: Payload;
  response: unknown;
}

/** A map from route name to its shape; an interface works as well as a type literal. */
export type Routes<R> = { [K in keyof R]: RouteShape };

type DataOf<S> = S extends { data: infer D } ? D : S extends { data?: infer D } ? D | undefined : undefined;
type RouteArgs<S> = undefined extends DataOf<S>
  ? [data?: DataOf<S>, options?: RequestOptions]
  : [data: DataOf<S>, options?: RequestOptions];

/**
 * A transport whose routes, payloads and answers are checked at compile time.
 * @example
 * interface CtRoutes { apbct_decode_email: { data: { encodedEmails: string }; response: DecodeResponse } }
 * const t = createTransport<CtRoutes>({ endpoint });
 * const res = await t.request('apbct_decode_email', { encodedEmails }); // res: DecodeResponse
 */
export interface TypedTransport<R extends Routes<R>> {
  request<K extends keyof R & string>(route: K, ...args: RouteArgs<R[K]>): Promise<R[K]['response']>;
  beacon(route: keyof R & string, data?: Payload): boolean;
  readonly nonce: string;
}
