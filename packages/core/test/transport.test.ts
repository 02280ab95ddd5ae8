// Transport wire format and error catalogue: what leaves the browser in each mode and how each answer is read.
// Fixture shapes come from /work/shared/fixtures/cleantalk (see its README).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTransport, encodeForm, TransportError, MESSAGES, type TransportOptions } from '../src/transport';
import { fakeFetch, json, text, track, type Reply, startFakeClock, stopFakeClock } from './transport-fake';

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../../../shared'), 'fixtures/cleantalk');
const fixture = (p: string) => readFileSync(resolve(shared, p), 'utf8');

const rest = { kind: 'rest', restUrl: 'https://oakandiron.shop/wp-json/', namespace: 'cleantalk-antispam/v1' } as const;
const ajax = { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' } as const;

let warn: ReturnType<typeof startFakeClock>;
beforeEach(() => {
  warn = startFakeClock();
});
afterEach(stopFakeClock);

function setup(reply: (i: number) => Reply, opts: Partial<TransportOptions> = {}) {
  const f = fakeFetch((_, i) => reply(i));
  const t = createTransport({ endpoint: rest, nonce: 'a7c3e90b14', ...opts, fetch: f.fetch });
  return { t, calls: f.calls };
}

async function failure(p: Promise<unknown>): Promise<TransportError> {
  const e = await p.then(() => undefined, (err: unknown) => err);
  expect(e).toBeInstanceOf(TransportError);
  return e as TransportError;
}

describe('wire format', () => {
  it('REST: POSTs to rest url + namespace + route with the nonce in X-WP-Nonce and form fields', async () => {
    const { t, calls } = setup(() => json({ success: true }));
    const res = await t.request('apbct_decode_email', { encodedEmails: { 0: 'AQE=' }, post_url: 'https://x.test/' });
    expect(res).toEqual({ success: true });
    expect(calls[0].url).toBe('https://oakandiron.shop/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].headers['X-WP-Nonce']).toBe('a7c3e90b14');
    expect(calls[0].fields).toEqual({ encodedEmails: '{"0":"AQE="}', post_url: 'https://x.test/' });
  });

  it('REST: joins urls without doubled or missing slashes, including ?rest_route= urls', async () => {
    const urls: Array<[string, string, string, string]> = [
      ['https://s.test/wp-json', '/ns/v1/', '/route', 'https://s.test/wp-json/ns/v1/route'],
      ['https://s.test/?rest_route=/', 'ns/v1', 'route', 'https://s.test/?rest_route=/ns/v1/route'],
    ];
    for (const [restUrl, namespace, route, expected] of urls) {
      const { t, calls } = setup(() => json({}), { endpoint: { kind: 'rest', restUrl, namespace } });
      await t.request(route);
      expect(calls[0].url).toBe(expected);
    }
  });

  it('admin-ajax: sends action, the plugin nonce field and a random no_cache, as the original body', async () => {
    const { t, calls } = setup(() => json({ success: true }), { endpoint: ajax, nonce: '5d2a9e81f0' });
    const original = Object.fromEntries(new URLSearchParams(fixture('requests/apbct_decode_email.admin-ajax.body.txt').trim()));
    const { action, _ajax_nonce: _n, ...data } = original;
    await t.request(action, { ...data, encodedEmails: JSON.parse(data.encodedEmails) as object });
    await t.request(action, { ...data, action: 'something_else' });
    expect(calls[0].url).toBe('/wp-admin/admin-ajax.php');
    const { no_cache: noCache, ...rest0 } = calls[0].fields;
    expect(rest0).toEqual(original);
    expect(noCache).toMatch(/^[a-z0-9]+$/);
    expect(calls[1].fields.no_cache).not.toBe(noCache);
    expect(calls[1].fields.action).toBe('apbct_decode_email'); // the caller's data cannot redirect the call
    expect(calls[0].headers['X-WP-Nonce']).toBeUndefined();
  });

  it('wc-ajax: fills %%endpoint%% and carries no nonce', async () => {
    const { t, calls } = setup(() => json({ fragments: {} }), { endpoint: { kind: 'wc', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' } });
    await t.request('get_refreshed_fragments', { time: 1 });
    expect(calls[0].url).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(calls[0].fields).toEqual({ time: '1' });
    expect(calls[0].headers['X-WP-Nonce']).toBeUndefined();
  });

  it("as: 'text' returns the body unparsed", async () => {
    const { t } = setup(() => text('https://pixel.test/p.gif'));
    await expect(t.request('apbct_get_pixel_url', {}, { as: 'text' })).resolves.toBe('https://pixel.test/p.gif');
  });

  it('encodeForm skips undefined, sends null as "null" and objects as JSON', () => {
    expect(encodeForm({ a: undefined, b: null, c: [1], d: false }).toString()).toBe('b=null&c=%5B1%5D&d=false');
  });
});

describe('error catalogue', () => {
  const cases: Array<[string, Reply, TransportError['kind'], string]> = [
    ['500', text('<h1>Fatal</h1>', 500), 'server', 'Internal server error.'],
    ['404', text('0', 404), 'status', 'Unexpected response code'],
    ['garbage', text('<html>cached page</html>'), 'parse', 'Unexpected response from server'],
    ['empty body', text(''), 'parse', 'Unexpected response from server'],
    ['network error', { networkError: true }, 'network', 'Network error'],
  ];
  for (const [name, reply, kind, message] of cases) {
    it(`${name} rejects with '${kind}' and logs '${message}'`, async () => {
      const { t } = setup(() => reply);
      const e = await failure(t.request('route'));
      expect([e.kind, e.message]).toEqual([kind, message]);
      expect(MESSAGES[kind]).toBe(message);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toBe(message);
    });
  }

  it('with errorField, a JSON body with a truthy error field rejects with the body kept; a falsy one resolves', async () => {
    const body = JSON.parse(fixture('responses/apbct_email_check_exist_post.error-api.json')) as object;
    const { t } = setup((i) => (i === 0 ? json(body) : json({ error: '', ok: 1 })));
    const e = await failure(t.request('apbct_email_check_exist_post', {}, { errorField: true }));
    expect(e.kind).toBe('error-field');
    expect(e.body).toEqual(body);
    await expect(t.request('x', {}, { errorField: true })).resolves.toEqual({ error: '', ok: 1 });
  });

  it('without errorField, an error field is data: the caller decides what it means', async () => {
    const body = JSON.parse(fixture('responses/apbct_email_check_exist_post.error-api.json')) as object;
    const { t } = setup(() => json(body));
    await expect(t.request('apbct_email_check_exist_post')).resolves.toEqual(body);
  });

  it("as 'wp' reads WordPress's {success, data}; any other shape is a parse failure", async () => {
    const replies = [json({ success: true, data: { n: 1 } }), json({ success: false, data: 'No' }), json({ data: 1 }), json([1]), text('<html>')];
    const { t } = setup((i) => replies[i]);
    await expect(t.request('a', {}, { as: 'wp' })).resolves.toEqual({ success: true, data: { n: 1 } });
    await expect(t.request('b', {}, { as: 'wp' })).resolves.toEqual({ success: false, data: 'No' });
    for (const route of ['c', 'd', 'e']) expect((await failure(t.request(route, {}, { as: 'wp' }))).kind).toBe('parse');
  });

  it("times out after exactly 15,000 ms: the error says 'Timeout', the console 'Server response timeout'", async () => {
    const { t, calls } = setup(() => ({ hang: 'ignore-abort' }));
    const p = track(t.request('route'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(p.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.settled).toBe(true);
    expect((p.error as TransportError).kind).toBe('timeout');
    expect((p.error as TransportError).message).toBe('Timeout');
    expect(warn.mock.calls[0][0]).toBe('Server response timeout');
    expect(calls[0].signal?.aborted).toBe(true); // the request itself was told to stop
  });

  it('falls back to 15,000 ms for a timeout that is not a positive finite number', async () => {
    for (const timeout of [0, -1, Number.NaN, Infinity]) {
      const { t } = setup(() => ({ hang: 'honour-abort' }), { timeout });
      const p = track(t.request('route'));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(p.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((p.error as TransportError).kind).toBe('timeout');
    }
  });

  it('honours a custom timeout', async () => {
    const { t } = setup(() => ({ hang: 'honour-abort' }), { timeout: 500 });
    const p = track(t.request('route'));
    await vi.advanceTimersByTimeAsync(500);
    expect((p.error as TransportError).kind).toBe('timeout');
  });
});
