/**
 * The fresh-nonce remote call (CleanTalk's `get_fresh_wpnonce`): POST to the host url with `plugin_name`,
 * `nonce_prev` and the original request, answered by `{"wpnonce": "..."}`.
 *
 * One call in flight at a time per (url, plugin, previous nonce), shared by every transport on the page
 * that uses the same fetch: two widgets that hit the same stale nonce together ask once. The server
 * refuses a repeat within its 10 s cooldown, so a fresh nonce obtained that recently is handed out again
 * instead of asking a second time.
 *
 * Fetched on the first nonce failure of a transport that has `refresh` (transport.ts imports it dynamically): only
 * CleanTalk's widgets ask, and rarely, so no bundle carries it at start.
 */
import type { FetchLike } from './types';
import { encodeForm, type WireRequest } from './wire';
import { pageResource } from '../page-state';
import { whenAborted } from './when-aborted';

/** The server's cooldown between two remote calls of the same action (RemoteCalls::COOLDOWN). */
export const REFRESH_REUSE_MS = 10_000;

interface Call {
  answer: Promise<string>;
  /** When a successful answer arrived; undefined while in flight. */
  at?: number;
}

const calls = pageResource(() => new WeakMap<FetchLike, Map<string, Call>>());

/**
 * Resolves to a fresh nonce, or '' when the call failed, timed out or answered anything else.
 * Never rejects. Settles within `timeout` ms whatever the request does.
 */
/** What one fresh-nonce call needs: the fetch, where to ask, the stale nonce, the request it failed, a time limit. */
export interface NonceRefresh {
  doFetch: FetchLike;
  refresh: { url: string; pluginName: string };
  prev: string;
  original: WireRequest;
  timeout: number;
}

export function freshNonce(asked: NonceRefresh): Promise<string> {
  const { doFetch, refresh, prev } = asked;
  let byKey = calls().get(doFetch);
  if (!byKey) calls().set(doFetch, (byKey = new Map()));
  const key = `${refresh.url}\n${refresh.pluginName}\n${prev}`;
  const known = byKey.get(key);
  if (known && (known.at === undefined || Date.now() - known.at < REFRESH_REUSE_MS)) return known.answer;
  const call: Call = { answer: Promise.resolve('') };
  call.answer = ask(asked).then((fresh) => {
    if (fresh) call.at = Date.now();
    else if (byKey.get(key) === call) byKey.delete(key);
    return fresh;
  });
  byKey.set(key, call);
  return call.answer;
}

async function ask({ doFetch, refresh, prev, original, timeout }: NonceRefresh): Promise<string> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeout);
  const stop = whenAborted(ctrl.signal);
  try {
    const body = encodeForm({
      spbc_remote_call_action: 'get_fresh_wpnonce',
      plugin_name: refresh.pluginName,
      nonce_prev: prev,
      initial_request_params: { url: original.url, method: 'POST', data: original.fields },
    });
    const init: RequestInit = { method: 'POST', body, credentials: 'same-origin', signal: ctrl.signal };
    const res = await Promise.race([doFetch(refresh.url, init), stop]);
    const text = await Promise.race([res.text(), stop]);
    const answer = JSON.parse(text) as { wpnonce?: unknown } | null;
    const ok = res.status >= 200 && res.status < 300;
    if (ok && answer && typeof answer.wpnonce === 'string' && answer.wpnonce) return answer.wpnonce;
  } catch {
    // A refresh that fails is reported by the caller as a nonce failure.
  } finally {
    clearTimeout(timer);
  }
  return '';
}
