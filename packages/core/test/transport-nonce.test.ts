// Nonce failure (HTTP 403 or a body of -1): one fresh-nonce remote call, the new nonce stored, one retry;
// a second failure is an error, never a loop; one refresh in flight at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTransport, TransportError, type Endpoint, type TransportOptions } from '../src/transport';
import { REFRESH_REUSE_MS } from '../src/transport/refresh';
import { fakeFetch, isRefresh, json, text, track, type Call, type Reply, startFakeClock, stopFakeClock } from './transport-fake';

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../../../shared'), 'fixtures/cleantalk');
const fixture = (p: string) => readFileSync(resolve(shared, p), 'utf8');
const REST_403 = text(fixture('responses/rest.nonce-failed.http403.json'), 403);
const AJAX_403 = text(fixture('responses/admin-ajax.nonce-failed.http403.txt'), 403);
const FRESH = text(fixture('responses/get_fresh_wpnonce.json')); // {"wpnonce": "0c7d3b91aa"}

const rest: Endpoint = { kind: 'rest', restUrl: '/wp-json/', namespace: 'cleantalk-antispam/v1' };
const ajax: Endpoint = { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' };
const refresh = { url: '/', pluginName: 'antispam' };

let warn: ReturnType<typeof startFakeClock>;
beforeEach(() => {
  warn = startFakeClock();
});
afterEach(stopFakeClock);

/** `main` answers the plugin's own calls (by attempt number), `remote` the fresh-nonce call. */
function setup(main: (attempt: number, call: Call) => Reply, remote: () => Reply = () => FRESH, opts: Partial<TransportOptions> = {}) {
  let attempts = 0;
  const f = fakeFetch((call) => (isRefresh(call) ? remote() : main(attempts++, call)));
  const t = createTransport({ endpoint: rest, nonce: 'a7c3e90b14', refresh, ...opts, fetch: f.fetch });
  return { t, f, calls: f.calls, refreshes: () => f.calls.filter(isRefresh) };
}

const kindOf = async (p: Promise<unknown>) => ((await p.then(() => null, (e: unknown) => e)) as TransportError | null)?.kind;

describe('nonce refresh', () => {
  it('REST 403: asks for a fresh nonce with the previous one and the original request, then retries with it', async () => {
    const { t, calls } = setup((n) => (n === 0 ? REST_403 : json({ ok: n })));
    await expect(t.request('apbct_decode_email', { encodedEmails: 'x' })).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    const [first, remote, retry] = calls;
    expect(remote.url).toBe('/');
    expect(remote.init.method).toBe('POST');
    expect(remote.fields).toMatchObject({ spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', nonce_prev: 'a7c3e90b14' });
    expect(JSON.parse(remote.fields.initial_request_params)).toEqual({ url: first.url, method: 'POST', data: { encodedEmails: 'x' } });
    expect(first.headers['X-WP-Nonce']).toBe('a7c3e90b14');
    expect(retry.headers['X-WP-Nonce']).toBe('0c7d3b91aa');
    expect(retry.fields).toEqual(first.fields);
    expect(t.nonce).toBe('0c7d3b91aa');
    // Stored: the next request carries the fresh nonce without asking again.
    await t.request('next');
    expect(calls[3].headers['X-WP-Nonce']).toBe('0c7d3b91aa');
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it('admin-ajax -1 (with or without 403): refreshes and retries with the new nonce in the plugin field', async () => {
    for (const minusOne of [AJAX_403, text('-1')]) {
      const { t, calls } = setup((n) => (n === 0 ? minusOne : json({ success: true })), () => FRESH, { endpoint: ajax, nonce: '5d2a9e81f0' });
      await expect(t.request('apbct_decode_email', {})).resolves.toEqual({ success: true });
      expect(calls.map((c) => c.fields._ajax_nonce ?? `refresh:${c.fields.nonce_prev}`)).toEqual(['5d2a9e81f0', 'refresh:5d2a9e81f0', '0c7d3b91aa']);
    }
  });

  it('a second nonce failure is an error: one refresh, two attempts, never a loop', async () => {
    const { t, calls, refreshes } = setup(() => REST_403);
    const e = (await t.request('r').catch((x: unknown) => x)) as TransportError;
    expect([e.kind, e.status, e.message]).toEqual(['nonce', 403, 'Nonce verification failed']);
    expect(calls).toHaveLength(3);
    expect(refreshes()).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh is a nonce error without a retry, and the old nonce stays', async () => {
    const bad: Reply[] = [json({ error: 'Wrong nonce provided' }), text('FAIL {"error":"cooldown"}'), text('', 500), { networkError: true }, json({ wpnonce: '' })];
    for (const reply of bad) {
      const { t, calls } = setup(() => REST_403, () => reply);
      expect(await kindOf(t.request('r'))).toBe('nonce');
      expect(calls).toHaveLength(2);
      expect(t.nonce).toBe('a7c3e90b14');
    }
  });

  it('without a refresh config, or without a nonce to refresh, a nonce failure is an error at once', async () => {
    for (const opts of [{ refresh: undefined }, { nonce: '' }, { endpoint: { kind: 'wc', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' } as const, nonce: undefined }]) {
      const { t, calls } = setup(() => AJAX_403, () => FRESH, opts);
      expect(await kindOf(t.request('r'))).toBe('nonce');
      expect(calls).toHaveLength(1);
    }
  });

  it('a refresh that never answers settles the job at its timeout, and the next job runs', async () => {
    const { t, calls } = setup((n) => (n === 0 ? REST_403 : json(n)), () => ({ hang: 'ignore-abort' }));
    const a = track(t.request('a'));
    const b = track(t.request('b'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect((a.error as TransportError).kind).toBe('timeout');
    expect(b.value).toBe(1);
    expect(calls.map((c) => c.at)).toEqual([0, 0, 15_000]);
  });

  it('a late nonce failure after a timeout triggers no refresh and changes no nonce', async () => {
    // The request ignores its abort and answers 403 at 20 s, long after the job timed out.
    const { t, refreshes } = setup((n) => (n === 0 ? { ...REST_403, delay: 20_000 } : { hang: 'honour-abort' }));
    const a = track(t.request('a'));
    await vi.advanceTimersByTimeAsync(40_000);
    expect((a.error as TransportError).kind).toBe('timeout');
    expect(refreshes()).toHaveLength(0);
    expect(t.nonce).toBe('a7c3e90b14');
  });

  it('an abort during the refresh settles the job; the fresh nonce is not stored by it, nor retried', async () => {
    const ctrl = new AbortController();
    const { t, calls } = setup(() => REST_403, () => ({ ...FRESH, delay: 100 }));
    const a = track(t.request('a', {}, { signal: ctrl.signal }));
    await vi.advanceTimersByTimeAsync(50);
    ctrl.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((a.error as TransportError).kind).toBe('abort');
    expect(calls).toHaveLength(2);
    expect(t.nonce).toBe('a7c3e90b14');
  });
});

describe('one refresh in flight at a time', () => {
  it('two transports hitting the same stale nonce together share one remote call', async () => {
    let attempts = 0;
    const f = fakeFetch((call) => (isRefresh(call) ? { ...FRESH, delay: 100 } : call.headers['X-WP-Nonce'] === '0c7d3b91aa' ? json(attempts++) : REST_403));
    const opts = { endpoint: rest, nonce: 'a7c3e90b14', refresh, fetch: f.fetch };
    const [t1, t2] = [createTransport(opts), createTransport(opts)];
    const [a, b] = [track(t1.request('a')), track(t2.request('b'))];
    await vi.advanceTimersByTimeAsync(200);
    expect([a.value, b.value].sort()).toEqual([0, 1]);
    expect(f.calls.filter(isRefresh)).toHaveLength(1);
    expect([t1.nonce, t2.nonce]).toEqual(['0c7d3b91aa', '0c7d3b91aa']);
  });

  it(`reuses a fresh nonce for the same stale one within the server cooldown (${REFRESH_REUSE_MS} ms), then asks again`, async () => {
    let fresh = 0;
    const f = fakeFetch((call) => (isRefresh(call) ? json({ wpnonce: `f${++fresh}` }) : call.headers['X-WP-Nonce']?.startsWith('f') ? json('ok') : REST_403));
    const opts = { endpoint: rest, nonce: 'stale', refresh, fetch: f.fetch };
    await createTransport(opts).request('a');
    await vi.advanceTimersByTimeAsync(REFRESH_REUSE_MS - 1);
    const t2 = createTransport(opts);
    await t2.request('b');
    expect(t2.nonce).toBe('f1');
    await vi.advanceTimersByTimeAsync(1);
    const t3 = createTransport(opts);
    await t3.request('c');
    expect(t3.nonce).toBe('f2');
    expect(f.calls.filter(isRefresh)).toHaveLength(2);
  });

  it('a failed refresh is not reused: the next failure asks again', async () => {
    let n = 0;
    const { t, refreshes } = setup((i) => (i === 2 ? json('ok') : REST_403), () => (n++ === 0 ? json({ error: 'x' }) : FRESH));
    expect(await kindOf(t.request('a'))).toBe('nonce');
    await expect(t.request('b')).resolves.toBe('ok');
    expect(refreshes()).toHaveLength(2);
  });
});
