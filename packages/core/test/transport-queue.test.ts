// The serial queue: one request at a time, in order; timeouts and aborts settle a job at once and never stall
// the queue, even when the underlying request ignores its abort signal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEventListeners } from 'node:events';
import { createTransport, TransportError } from '../src/transport';
import { fakeFetch, json, text, track, type Reply, startFakeClock, stopFakeClock } from './transport-fake';

let warn: ReturnType<typeof startFakeClock>;
beforeEach(() => {
  warn = startFakeClock();
});
afterEach(stopFakeClock);

function setup(reply: (route: string) => Reply) {
  const f = fakeFetch((call) => reply(call.url.split('/').pop() ?? ''));
  const t = createTransport({ endpoint: { kind: 'rest', restUrl: '/wp-json/', namespace: 'p/v1' }, nonce: 'n0', fetch: f.fetch });
  const routes = () => f.calls.map((c) => c.url.split('/').pop());
  return { t, calls: f.calls, routes };
}

const kind = (s: { error?: unknown }) => (s.error as TransportError | undefined)?.kind;

describe('serial queue', () => {
  it('sends one request at a time, in order, and answers each with its own response', async () => {
    const { t, routes } = setup((r) => json({ r }, 200, r === 'a' ? 300 : 100));
    const a = track(t.request('a'));
    const b = track(t.request('b'));
    const c = track(t.request('c'));
    await vi.advanceTimersByTimeAsync(299);
    expect(routes()).toEqual(['a']); // b waits for a
    await vi.advanceTimersByTimeAsync(1);
    expect(routes()).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(200);
    expect([a.value, b.value, c.value]).toEqual([{ r: 'a' }, { r: 'b' }, { r: 'c' }]);
    expect([a.at, b.at, c.at]).toEqual([300, 400, 500]);
  });

  it('moves on after a failure of any kind', async () => {
    const replies: Record<string, Reply> = { a: text('x', 500), b: text('garbage'), c: { networkError: true }, d: json({ error: 'E' }), e: json(1) };
    const { t } = setup((r) => replies[r]);
    const all = ['a', 'b', 'c', 'd', 'e'].map((r) => track(t.request(r, {}, { errorField: true })));
    await vi.advanceTimersByTimeAsync(0);
    expect(all.map(kind)).toEqual(['server', 'parse', 'network', 'error-field', undefined]);
    expect(all[4].value).toBe(1);
  });

  it('a request that never answers and ignores abort holds the queue for the timeout only', async () => {
    const { t, routes } = setup((r) => (r === 'a' ? { hang: 'ignore-abort' } : json(r)));
    const a = track(t.request('a'));
    const b = track(t.request('b'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(kind(a)).toBe('timeout');
    expect(b.value).toBe('b');
    expect(b.at).toBe(15_000);
    expect(routes()).toEqual(['a', 'b']);
  });

  it('the timer starts when the job starts, not when it is queued', async () => {
    const { t } = setup((r) => (r === 'a' ? json(r, 200, 10_000) : { hang: 'honour-abort' }));
    track(t.request('a'));
    const b = track(t.request('b'));
    await vi.advanceTimersByTimeAsync(24_999);
    expect(b.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(kind(b)).toBe('timeout');
  });
});

describe('aborts', () => {
  it('an abort in flight rejects at once, aborts the request, and the next job starts at once', async () => {
    const { t, calls } = setup((r) => (r === 'a' ? { hang: 'ignore-abort' } : json(r)));
    const ctrl = new AbortController();
    const a = track(t.request('a', {}, { signal: ctrl.signal }));
    const b = track(t.request('b'));
    await vi.advanceTimersByTimeAsync(1_000);
    ctrl.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(kind(a)).toBe('abort');
    expect(calls[0].signal?.aborted).toBe(true);
    expect(b.value).toBe('b');
    expect(b.at).toBe(1_000);
    expect(warn).not.toHaveBeenCalled(); // the caller asked for it: nothing to report
  });

  it('an abort while queued rejects at once and the request is never sent', async () => {
    const { t, routes } = setup((r) => json(r, 200, 100));
    track(t.request('a'));
    const ctrl = new AbortController();
    const b = track(t.request('b', {}, { signal: ctrl.signal }));
    const c = track(t.request('c'));
    ctrl.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(kind(b)).toBe('abort');
    await vi.advanceTimersByTimeAsync(200);
    expect(routes()).toEqual(['a', 'c']);
    expect(c.value).toBe('c');
  });

  it('an already aborted signal rejects at once, even behind a busy queue', async () => {
    const { t, routes } = setup(() => ({ hang: 'ignore-abort' }));
    track(t.request('a'));
    const b = track(t.request('b', {}, { signal: AbortSignal.abort() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(kind(b)).toBe('abort');
    expect(routes()).toEqual(['a']);
  });

  it('leaves no listener behind on a long-lived signal (a widget passes ctx.signal to every request)', async () => {
    const { t } = setup(() => json(1));
    const ctrl = new AbortController();
    for (let i = 0; i < 20; i++) await t.request('r', {}, { signal: ctrl.signal });
    await t.request('r', {}, { signal: ctrl.signal }).catch(() => undefined);
    expect(getEventListeners(ctrl.signal, 'abort')).toHaveLength(0);
  });

  it('an abort after the job settled changes nothing', async () => {
    const { t } = setup(() => json('ok'));
    const ctrl = new AbortController();
    const a = track(t.request('a', {}, { signal: ctrl.signal }));
    await vi.advanceTimersByTimeAsync(0);
    ctrl.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.value).toBe('ok');
  });
});
