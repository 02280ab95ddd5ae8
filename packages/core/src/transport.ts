/**
 * One transport for every widget: WordPress REST (nonce in `X-WP-Nonce`), admin-ajax (form-encoded `action`,
 * the plugin's nonce field and a random `no_cache`), and WooCommerce's wc-ajax (no nonce).
 *
 * Requests of one transport run one at a time, in order. Each job has its own timer that settles it
 * whatever the underlying request does; a nonce failure (HTTP 403 or a body of `-1`) asks for a fresh nonce
 * once and retries once; one failure never stalls the queue.
 */
export type Endpoint =
  | { kind: 'rest'; restUrl: string; namespace: string }
  | { kind: 'ajax'; ajaxUrl: string; nonceField?: string }
  | { kind: 'wc'; wcAjaxUrl: string };

export interface TransportOptions {
  endpoint: Endpoint;
  nonce?: string;
  /** Fresh-nonce remote call: where to POST it and the plugin name it carries. Omitted = no refresh. */
  refresh?: { url: string; pluginName: string };
  /** Milliseconds before a job settles with a timeout; default 15,000. */
  timeout?: number;
  /** Injected for tests; default `fetch`. */
  fetch?: typeof fetch;
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
  /** 'json' (default) parses the body; 'text' returns it as it is. */
  as?: 'json' | 'text';
}

export interface Transport {
  /**
   * Queues a POST of `data` to `route` (REST route, admin-ajax action or wc-ajax endpoint).
   * @example const res = await transport.request<DecodeResponse>('apbct_decode_email', { encodedEmails });
   */
  request<T = unknown>(route: string, data?: Payload, options?: RequestOptions): Promise<T>;
  /** The nonce in use (after refreshes). */
  readonly nonce: string;
}

/** Serializes a payload as form fields; objects and arrays travel as JSON, as the originals send them. */
export function encodeForm(data: Payload): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    body.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return body;
}

interface Job {
  route: string;
  data: Payload;
  options: RequestOptions;
  resolve(v: unknown): void;
  reject(e: unknown): void;
  settled: boolean;
}

const NONCE_FAILED = Symbol('nonce');

export function createTransport(opts: TransportOptions): Transport {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const timeout = opts.timeout ?? 15_000;
  let nonce = opts.nonce ?? '';
  const queue: Job[] = [];
  let running = false;

  function target(route: string, data: Payload): { url: string; init: RequestInit } {
    const ep = opts.endpoint;
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
    let url: string;
    let fields = data;
    if (ep.kind === 'rest') {
      url = ep.restUrl.replace(/\/?$/, '/') + ep.namespace.replace(/^\/|\/$/g, '') + '/' + route;
      if (nonce) headers['X-WP-Nonce'] = nonce;
    } else if (ep.kind === 'ajax') {
      url = ep.ajaxUrl;
      fields = { ...data, action: route, no_cache: Math.random().toString(36).slice(2) };
      if (ep.nonceField) fields[ep.nonceField] = nonce;
    } else {
      url = ep.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(route));
    }
    return { url, init: { method: 'POST', headers, body: encodeForm(fields), credentials: 'same-origin' } };
  }

  async function attempt(job: Job, signal: AbortSignal): Promise<unknown> {
    const { url, init } = target(job.route, job.data);
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new TransportError('network', 0, error);
    }
    const text = await res.text().catch(() => {
      throw new TransportError('parse', res.status);
    });
    if (res.status === 403 || text.trim() === '-1') return NONCE_FAILED;
    if (res.status === 500) throw new TransportError('server', 500, text);
    if (res.status < 200 || res.status >= 300) throw new TransportError('status', res.status, text);
    if (job.options.as === 'text') return text;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TransportError('parse', res.status, text);
    }
    if (body !== null && typeof body === 'object' && 'error' in body && (body as { error: unknown }).error) {
      throw new TransportError('error-field', res.status, body);
    }
    return body;
  }

  async function refreshNonce(route: string, signal: AbortSignal): Promise<boolean> {
    if (!opts.refresh) return false;
    const fields = encodeForm({
      spbc_remote_call_action: 'get_fresh_wpnonce',
      plugin_name: opts.refresh.pluginName,
      nonce_prev: nonce,
      initial_ajax_action: route,
    });
    try {
      const res = await doFetch(opts.refresh.url, { method: 'POST', body: fields, signal, credentials: 'same-origin' });
      const body = JSON.parse(await res.text()) as { wpnonce?: unknown };
      if (res.ok && typeof body.wpnonce === 'string' && body.wpnonce) {
        nonce = body.wpnonce;
        return true;
      }
    } catch {
      /* reported as a nonce failure below */
    }
    return false;
  }

  async function run(job: Job, signal: AbortSignal): Promise<unknown> {
    const first = await attempt(job, signal);
    if (first !== NONCE_FAILED) return first;
    if (!(await refreshNonce(job.route, signal))) throw new TransportError('nonce', 403);
    const second = await attempt(job, signal);
    if (second === NONCE_FAILED) throw new TransportError('nonce', 403);
    return second;
  }

  function settle(job: Job, ok: boolean, value: unknown) {
    if (job.settled) return;
    job.settled = true;
    if (ok) job.resolve(value);
    else {
      if (value instanceof TransportError && value.kind !== 'abort') console.warn(MESSAGES[value.kind], job.route);
      job.reject(value);
    }
  }

  async function pump() {
    if (running) return;
    running = true;
    while (queue.length) {
      const job = queue.shift()!;
      if (job.settled) continue;
      const ctrl = new AbortController();
      const outer = job.options.signal;
      const onAbort = () => {
        ctrl.abort();
        settle(job, false, new TransportError('abort'));
      };
      if (outer?.aborted) {
        onAbort();
        continue;
      }
      outer?.addEventListener('abort', onAbort, { once: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          ctrl.abort();
          settle(job, false, new TransportError('timeout'));
          resolve();
        }, timeout);
      });
      const done = run(job, ctrl.signal).then(
        (v) => settle(job, true, v),
        (e) => settle(job, false, e instanceof TransportError ? e : new TransportError(ctrl.signal.aborted ? 'abort' : 'network', 0, e)),
      );
      // Whichever comes first settles the job; the queue moves on either way.
      await Promise.race([done, timedOut]);
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
    running = false;
  }

  return {
    get nonce() {
      return nonce;
    },
    request<T>(route: string, data: Payload = {}, options: RequestOptions = {}) {
      return new Promise<T>((resolve, reject) => {
        const job: Job = { route, data, options, resolve: resolve as (v: unknown) => void, reject, settled: false };
        options.signal?.addEventListener('abort', () => settle(job, false, new TransportError('abort')), { once: true });
        queue.push(job);
        void pump();
      });
    },
  };
}
