// Property: for random sequences of requests and server behaviour (200, 403, '-1', 500, 404, garbage, error
// fields, network errors, requests that never answer and ignore or honour their abort, slow answers, fresh-nonce
// calls that succeed, fail or hang, and callers that abort at random times), on a fake clock:
// - every request settles, exactly at the time it should (its answer, its abort, or its start + timeout);
// - requests run one at a time in order: no request is sent before every earlier one has settled, and each
//   starts the moment the one before settles (the queue never stalls);
// - the outcome matches what the server said to that request (no cross-talk between jobs);
// - at most one refresh per nonce failure and at most one retry, with a nonce that a refresh returned;
// - each failure is logged once; aborts are not logged.
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createTransport, TransportError, type Endpoint } from '../src/transport';
import { fakeFetch, isRefresh, json, text, type Call, type Reply } from './transport-fake';

const T = 15_000;
const MAIN = ['ok', '403', 'minus1', '500', '404', 'garbage', 'error', 'network', 'hang-ignore', 'hang-honour'] as const;
const REMOTE = ['fresh', 'fail', 'garbage', 'hang'] as const;
type Main = (typeof MAIN)[number];
const NONCE_FAIL: Main[] = ['403', 'minus1'];
const KIND: Partial<Record<Main, string>> = { '500': 'server', '404': 'status', garbage: 'parse', error: 'error-field', network: 'network' };

const delay = fc.oneof(fc.constantFrom(0, 1, T - 1, T, T + 1), fc.integer({ min: 0, max: 20_000 }));
const reply = <K extends string>(kinds: readonly K[]) => fc.record({ kind: fc.constantFrom(...kinds), delay });
const job = fc.record({
  first: reply(MAIN),
  remote: reply(REMOTE),
  second: reply(MAIN),
  abortAt: fc.option(fc.integer({ min: 0, max: 70_000 }), { nil: undefined }),
});
type JobScript = { first: { kind: Main; delay: number }; remote: { kind: (typeof REMOTE)[number]; delay: number }; second: { kind: Main; delay: number }; abortAt?: number };

// The fresh-nonce call is a lazy part of the transport: loaded before the fake clock runs, as in a browser that has
// fetched it once, so the scenarios' timing is the server's alone.
beforeAll(() => import('../src/transport/refresh'));
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function mainReply(k: number, r: { kind: Main; delay: number }): Reply {
  switch (r.kind) {
    case 'ok': return json({ job: k }, 200, r.delay);
    case '403': return text('{"code":"rest_cookie_invalid_nonce","data":{"status":403}}', 403, r.delay);
    case 'minus1': return text('-1', 200, r.delay);
    case '500': return text('error', 500, r.delay);
    case '404': return text('0', 404, r.delay);
    case 'garbage': return text('<html>', 200, r.delay);
    case 'error': return json({ error: 'E' }, 200, r.delay);
    case 'network': return { networkError: true };
    case 'hang-ignore': return { hang: 'ignore-abort' };
    case 'hang-honour': return { hang: 'honour-abort' };
  }
}

async function runScenario(mode: 'rest' | 'ajax', scripts: JobScript[]) {
  vi.clearAllTimers();
  vi.setSystemTime(0);
  const warn = vi.mocked(console.warn);
  warn.mockClear();
  let seq = 0;
  const served = scripts.map(() => [] as Array<{ what: string; seq: number; at: number; nonce?: string }>);
  const issued = new Set<string>();
  const jobOf = (c: Call) => {
    const route = isRefresh(c)
      ? (JSON.parse(c.fields.initial_request_params) as { url: string; data: Record<string, string> })
      : { url: c.url, data: c.fields };
    return Number((mode === 'ajax' ? route.data.action : route.url.split('/').pop())!.slice(1));
  };
  const f = fakeFetch((c) => {
    const k = jobOf(c);
    if (k >= scripts.length) return json({ job: k }); // the request sent after the scenario
    const log = served[k];
    if (isRefresh(c)) {
      const r = scripts[k].remote;
      log.push({ what: `refresh:${r.kind}`, seq: seq++, at: Date.now() });
      if (r.kind === 'hang') return { hang: 'ignore-abort' };
      if (r.kind === 'garbage') return text('FAIL', 200, r.delay);
      if (r.kind === 'fail') return json({ error: 'Wrong nonce provided' }, 200, r.delay);
      const fresh = `f${seq}`;
      issued.add(fresh);
      return json({ wpnonce: fresh }, 200, r.delay);
    }
    const attempt = log.filter((s) => !s.what.startsWith('refresh')).length;
    const r = attempt === 0 ? scripts[k].first : scripts[k].second;
    log.push({ what: attempt < 2 ? r.kind : 'third-attempt', seq: seq++, at: Date.now(), nonce: c.headers['X-WP-Nonce'] ?? c.fields._nonce });
    return mainReply(k, r);
  });
  const endpoint: Endpoint = mode === 'rest'
    ? { kind: 'rest', restUrl: '/wp-json/', namespace: 'p/v1' }
    : { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php', nonceField: '_nonce' };
  const t = createTransport({ endpoint, nonce: 'n0', refresh: { url: '/', pluginName: 'antispam' }, fetch: f.fetch });

  const results = scripts.map((s, k) => {
    const ctrl = new AbortController();
    if (s.abortAt !== undefined) setTimeout(() => ctrl.abort(), s.abortAt);
    const r: { count: number; seq?: number; at?: number; value?: unknown; error?: TransportError } = { count: 0 };
    const done = (patch: Partial<typeof r>) => Object.assign(r, patch, { count: r.count + 1, seq: seq++, at: Date.now() });
    t.request(`j${k}`, { k }, { signal: ctrl.signal, errorField: true }).then((value) => done({ value }), (error: TransportError) => done({ error }));
    return r;
  });
  await vi.runAllTimersAsync();

  let turn = 0;
  let lastSeq = -1;
  results.forEach((r, k) => {
    const s = scripts[k];
    const log = served[k];
    const main = log.filter((x) => !x.what.startsWith('refresh'));
    const remote = log.filter((x) => x.what.startsWith('refresh'));
    const kind = r.error?.kind;
    // Settles, once.
    expect(r.count, `job ${k} settles`).toBe(1);
    expect(r.error === undefined || r.error instanceof TransportError).toBe(true);
    // In order, serial, never stalling.
    for (const x of log) expect(x.seq, `job ${k} sent only after earlier jobs settled and before it settled`).toBeGreaterThan(lastSeq);
    for (const x of log) expect(x.seq).toBeLessThan(r.seq!);
    if (main.length) expect(main[0].at, `job ${k} starts when the one before settles`).toBe(turn);
    if (kind === 'abort') expect(r.at).toBe(s.abortAt);
    else {
      expect(main.length, `job ${k} was sent`).toBeGreaterThan(0);
      expect(r.at!).toBeLessThanOrEqual(turn + T);
    }
    if (kind === 'timeout') expect(r.at).toBe(turn + T);
    // Never a loop: at most one refresh, only after a nonce failure; at most one retry, with a fresh nonce.
    expect(main.length).toBeLessThanOrEqual(2);
    expect(remote.length).toBeLessThanOrEqual(1);
    if (remote.length) expect(NONCE_FAIL).toContain(main[0].what);
    if (main.length === 2) {
      expect(NONCE_FAIL).toContain(main[0].what);
      expect(issued).toContain(main[1].nonce);
      expect(main[1].nonce).not.toBe(main[0].nonce);
    }
    // The outcome is what the server said to this job.
    const last = main[main.length - 1]?.what as Main | undefined;
    if (!r.error) {
      expect(last).toBe('ok');
      expect(r.value).toEqual({ job: k });
    } else if (kind && kind in { server: 1, status: 1, parse: 1, 'error-field': 1, network: 1 }) {
      expect(KIND[last!]).toBe(kind);
    } else if (kind === 'nonce') {
      expect(NONCE_FAIL).toContain(main[0].what);
      if (main.length === 2) expect(NONCE_FAIL).toContain(last);
    }
    // Exact outcome when nothing but the first answer can decide it.
    const hang = s.first.kind.startsWith('hang');
    const natural = hang ? T : s.first.kind === 'network' ? 0 : s.first.delay;
    const quiet = s.abortAt === undefined || s.abortAt > turn + Math.min(natural, T);
    if (main.length && quiet && !NONCE_FAIL.includes(s.first.kind) && !hang && natural < T) {
      expect(kind, `job ${k} outcome`).toBe(s.first.kind === 'ok' ? undefined : KIND[s.first.kind]);
      expect(r.at).toBe(turn + natural);
    }
    if (main.length && quiet && hang) expect(kind).toBe('timeout');
    turn = Math.max(turn, r.at!);
    lastSeq = Math.max(lastSeq, r.seq!);
  });
  // Every failure but an abort is logged once, naming the route.
  const failed = results.filter((r) => r.error && r.error.kind !== 'abort');
  expect(warn.mock.calls.map((c) => c[1]).sort()).toEqual(failed.map((r) => `j${results.indexOf(r)}`).sort());
  // The queue is still alive afterwards.
  const after = t.request(`j${scripts.length}`);
  await vi.runAllTimersAsync();
  await expect(after).resolves.toEqual({ job: scripts.length });
}

it('1,000 random sequences: every request settles once, in order, at most one refresh per failure, no stall', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('rest' as const, 'ajax' as const), fc.array(job, { minLength: 1, maxLength: 8 }), runScenario),
    { numRuns: 1000, seed: 20260807, endOnFailure: true },
  );
});
