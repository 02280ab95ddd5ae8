/**
 * One transport for every widget: WordPress REST (nonce in `X-WP-Nonce`), admin-ajax (form-encoded `action`,
 * the plugin's nonce field and a random `no_cache`), and WooCommerce's wc-ajax (no nonce).
 *
 * Requests of one transport run one at a time, in order. Each job has its own timer that settles it
 * whatever the underlying request does (mocked and some real requests ignore their own timeout and abort);
 * a nonce failure (HTTP 403 or a body of `-1`) asks for a fresh nonce once and retries once; one failure
 * never stalls the queue, and work that outlives its job (a late answer) changes nothing.
 */
import {
  MESSAGES,
  TransportError,
  type FetchLike,
  type Payload,
  type RequestOptions,
  type Routes,
  type Transport,
  type TransportOptions,
  type TypedTransport,
} from './types';
import { buildBeacon, buildRequest, fetchArgs, isNonceFailure, readResponse } from './wire';
import { whenAborted } from './when-aborted';
import type { NonceRefresh } from './refresh';


interface Job {
  route: string;
  data: Payload;
  options: RequestOptions;
  resolve(v: unknown): void;
  reject(e: unknown): void;
  /** Aborted when the job settles, for any reason: everything still running for it stops or is ignored. */
  ctrl: AbortController;
  onAbort(): void;
  /** Set while the job runs: lets the queue move on. */
  finish?: () => void;
}

// A module-level default so that transports sharing the page's fetch also share fresh-nonce calls.
const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * Creates a transport. Pass a route map as the type argument for compile-time checked routes.
 * @example
 * const t = createTransport({ endpoint: { kind: 'rest', restUrl: cfg._rest_url, namespace: 'cleantalk-antispam/v1' },
 *   nonce: cfg._rest_nonce, refresh: { url: '/', pluginName: 'antispam' } });
 * const res = await t.request<DecodeResponse>('apbct_decode_email', { encodedEmails }, { signal: ctx.signal });
 */
export function createTransport(opts: TransportOptions): Transport;
export function createTransport<R extends Routes<R>>(opts: TransportOptions): TypedTransport<R>;
export function createTransport(opts: TransportOptions): Transport {
  const doFetch: FetchLike = (opts.fetch as FetchLike | undefined) ?? defaultFetch;
  // A bad timeout (0, NaN, Infinity: browsers fire such timers at once) falls back to the default.
  const t = opts.timeout;
  const timeout = t !== undefined && t > 0 && t <= 2 ** 31 - 1 ? t : 15_000;
  let nonce = opts.nonce ?? '';
  const queue: Job[] = [];
  let running = false;

  function settle(job: Job, error: TransportError | null, value?: unknown): void {
    if (job.ctrl.signal.aborted) return; // settled already
    job.ctrl.abort();
    job.options.signal?.removeEventListener('abort', job.onAbort);
    if (!error) job.resolve(value);
    else {
      if (error.kind !== 'abort') {
        try {
          console.warn(MESSAGES[error.kind], job.route);
        } catch {
          /* a broken console must not keep the promise pending */
        }
      }
      job.reject(error);
    }
    // Only then the next job: the caller's handlers for this one are queued before it is sent.
    job.finish?.();
  }

  /** One attempt; races the job's signal so a request that ignores abort cannot hold the job. */
  async function attempt(job: Job, stop: Promise<never>): Promise<unknown> {
    const method = job.options.method ?? 'POST';
    const req = fetchArgs(buildRequest(opts.endpoint, nonce, job.route, job.data), method);
    const init: RequestInit = { method, headers: req.headers, credentials: 'same-origin', signal: job.ctrl.signal };
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await Promise.race([doFetch(req.url, req.body ? { ...init, body: req.body } : init), stop]);
    } catch (error) {
      throw new TransportError('network', 0, error);
    }
    let text: string;
    try {
      text = await Promise.race([res.text(), stop]);
    } catch (error) {
      throw new TransportError('network', res.status, error);
    }
    return readResponse(res.status, text, job.options);
  }

  async function run(job: Job): Promise<unknown> {
    const signal = job.ctrl.signal;
    const stop = whenAborted(signal);
    const first = await attempt(job, stop);
    if (!isNonceFailure(first)) return first;
    const prev = nonce;
    const asked = opts.refresh && prev ? { doFetch, refresh: opts.refresh, prev, original: buildRequest(opts.endpoint, prev, job.route, job.data), timeout } : null;
    const fresh = asked ? await refreshNonce(signal, asked) : '';
    // A job that timed out or was aborted meanwhile has settled: its late refresh changes nothing.
    if (signal.aborted) return undefined;
    if (!fresh) throw new TransportError('nonce', first.status, first.body);
    nonce = fresh;
    const second = await attempt(job, stop);
    // Never a loop: a second nonce failure is an error.
    if (isNonceFailure(second)) throw new TransportError('nonce', second.status, second.body);
    return second;
  }

  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const current = job;
        if (current.ctrl.signal.aborted) continue; // aborted while it waited
        await new Promise<void>((moveOn) => {
          const timer = setTimeout(() => settle(current, new TransportError('timeout')), timeout);
          current.finish = () => {
            clearTimeout(timer);
            moveOn();
          };
          run(current).then(
            (value) => settle(current, null, value),
            (error: unknown) => settle(current, error instanceof TransportError ? error : new TransportError('network', 0, error)),
          );
        });
      }
    } finally {
      running = false;
    }
  }

  return {
    get nonce() {
      return nonce;
    },
    beacon(route: string, data: Payload = {}): boolean {
      const send = opts.sendBeacon ?? (typeof navigator !== 'undefined' && navigator.sendBeacon ? (url: string, body: URLSearchParams) => navigator.sendBeacon(url, body) : null);
      const beacon = buildBeacon(opts.endpoint, nonce, route, data);
      if (!send || !beacon) return false;
      try {
        return send(beacon.url, beacon.body);
      } catch {
        // A beacon the browser refuses (too large, a bad URL) is a beacon not queued.
        return false;
      }
    },
    request<T>(route: string, data: Payload = {}, options: RequestOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const job: Job = { route, data, options, resolve: resolve as (v: unknown) => void, reject, ctrl: new AbortController(), onAbort: () => settle(job, new TransportError('abort')) };
        if (options.signal?.aborted) return job.onAbort();
        options.signal?.addEventListener('abort', job.onAbort, { once: true });
        queue.push(job);
        void pump();
      });
    },
  };
}

/**
 * A fresh nonce, or '' when there is none. The remote call's code (refresh.ts) is fetched on the first nonce failure
 * (a lazy part, as a dialog is): only CleanTalk's widgets ask for fresh nonces, and rarely. A lazy part that cannot be
 * fetched counts as no nonce; one that arrives after the job settled (timed out, aborted) asks nothing.
 */
async function refreshNonce(job: AbortSignal, asked: NonceRefresh): Promise<string> {
  try {
    const { freshNonce } = await import('./refresh');
    return job.aborted ? '' : await freshNonce(asked);
  } catch {
    return '';
  }
}
