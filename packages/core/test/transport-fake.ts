// A scripted stand-in for fetch, for the transport tests. Each call is recorded with its decoded form fields;
// the responder decides the answer: a status and body (optionally after a delay on the fake clock), a network
// error, or a request that never answers (ignoring its abort signal, or honouring it like real fetch).
import type { FetchLike } from '../src/transport';
import { vi, type MockInstance } from 'vitest';

export interface Call {
  url: string;
  init: RequestInit;
  fields: Record<string, string>;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  /** Date.now() when fetch was called (fake clock). */
  at: number;
}

export type Reply =
  | { status: number; body: string; delay?: number }
  | { hang: 'ignore-abort' | 'honour-abort' }
  | { networkError: true };

export const json = (value: unknown, status = 200, delay?: number): Reply => ({ status, body: JSON.stringify(value), delay });
export const text = (body: string, status = 200, delay?: number): Reply => ({ status, body, delay });

export function fakeFetch(responder: (call: Call, index: number) => Reply): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    const body = init.body instanceof URLSearchParams ? init.body : new URLSearchParams(String(init.body ?? ''));
    const call: Call = {
      url,
      init,
      fields: Object.fromEntries(body),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      signal: init.signal ?? undefined,
      at: Date.now(),
    };
    calls.push(call);
    const reply = responder(call, calls.length - 1);
    if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
    if ('hang' in reply) {
      return new Promise((_, reject) => {
        if (reply.hang === 'honour-abort') call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
      });
    }
    const res = { status: reply.status, text: () => Promise.resolve(reply.body) };
    if (!reply.delay) return Promise.resolve(res);
    return new Promise((resolve) => setTimeout(() => resolve(res), reply.delay));
  };
  return { fetch, calls };
}

/** Whether a call is the fresh-nonce remote call. */
export const isRefresh = (c: Call): boolean => c.fields.spbc_remote_call_action === 'get_fresh_wpnonce';

/** Records how a promise settled, without letting a rejection go unhandled. */
export function track<T>(p: Promise<T>): { settled: boolean; value?: T; error?: unknown; at?: number } {
  const state: { settled: boolean; value?: T; error?: unknown; at?: number } = { settled: false };
  p.then(
    (value) => Object.assign(state, { settled: true, value, at: Date.now() }),
    (error: unknown) => Object.assign(state, { settled: true, error, at: Date.now() }),
  );
  return state;
}

/** Per test: fake timers from time 0 and a silenced console.warn (returned, for assertions on the catalogue). */
export function startFakeClock(): MockInstance<typeof console.warn> {
  vi.useFakeTimers({ now: 0 });
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

export function stopFakeClock(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
}
