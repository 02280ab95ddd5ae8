import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../src/config';
import { extendFetch, intercept } from '../src/watch-requests';
import type { Api } from '../src/api';
import { installConfig } from './fixtures';

const TOKEN = 't'.repeat(64);
const extra = { token: () => TOKEN, noCookie: () => '_ct_no_cookie_data_e30=', state: () => '' };
const cfg = (pub: Record<string, unknown> = {}) => {
  installConfig(pub);
  return { ...extra, config: { ...readSettings(vi.fn()), api: vi.fn() as unknown as Api } };
};
const guard = (report: (e: unknown) => void) => <T,>(fn: () => T): T | undefined => {
  try {
    return fn();
  } catch (error) {
    report(error);
    return undefined;
  }
};
let undo = () => undefined as void;
afterEach(() => {
  undo();
  vi.restoreAllMocks();
});

describe('extendFetch', () => {
  it('gives every other request its own arguments back, the same objects', () => {
    const c = cfg();
    const init = { method: 'POST', body: 'action=something_else&a=1' };
    for (const input of ['/wp-admin/admin-ajax.php', 'https://other.example/wc/store/v1/checkout', '/wp-json/wc/store/v1/cart']) {
      const [i, o] = extendFetch(input, init, c);
      expect(i).toBe(input);
      expect(o).toBe(init);
    }
    const fd = new FormData();
    expect(extendFetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { body: fd }, c)[1]?.body).toBe(fd);
    expect([...fd.keys()]).toEqual([]);
  });

  it('adds event_token to store cart and checkout requests', () => {
    const c = cfg();
    const [, checkout] = extendFetch('/wp-json/wc/store/v1/checkout', { method: 'POST', body: '{"billing_address":{}}' }, c);
    expect(JSON.parse(String(checkout?.body))).toEqual({ billing_address: {}, event_token: TOKEN });
    const batch = { requests: [{ path: '/wc/store/v1/cart/add-item', data: { id: 5 } }] };
    const [, b] = extendFetch('/wp-json/wc/store/v1/batch', { body: JSON.stringify(batch) }, c);
    expect(JSON.parse(String(b?.body)).requests[0].data).toEqual({ id: 5, event_token: TOKEN });
  });

  it('adds the token to known third-party admin-ajax bodies, wrapped or not as the form expects', () => {
    const c = cfg();
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=mailpoet&x=1' }, c)[1]?.body).toBe(`action=mailpoet&x=1&data%5Bct_bot_detector_event_token%5D=${TOKEN}`);
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=nf_ajax_submit' }, c)[1]?.body).toBe(`action=nf_ajax_submit&ct_bot_detector_event_token=${TOKEN}`);
  });

  it('adds the no-cookie data instead when the bot detector is off', () => {
    const c = cfg({ bot_detector_enabled: false });
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=mailpoet' }, c)[1]?.body).toBe('action=mailpoet&data%5Bct_no_cookie_hidden_field%5D=_ct_no_cookie_data_e30%3D');
  });
});

describe('intercept', () => {
  it('passes a request through unchanged when our part throws, and inspects same-origin answers', async () => {
    const c = cfg();
    const seen: unknown[][] = [];
    window.fetch = vi.fn(async (...args: unknown[]) => {
      seen.push(args);
      return new Response('{"apbct":{"blocked":true}}', { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const inspect = vi.fn();
    const report = vi.fn();
    const broken = { ...c, token: () => { throw new Error('boom'); }, guard: guard(report) };
    undo = intercept(broken, inspect);
    const init = { method: 'POST', body: 'action=mailpoet' };
    const res = await window.fetch('/wp-admin/admin-ajax.php', init);
    expect(await res.text()).toBe('{"apbct":{"blocked":true}}');
    expect(seen[0][1]).toBe(init);
    expect(report).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(inspect).toHaveBeenCalledWith('{"apbct":{"blocked":true}}'));
  });

  it('puts the original fetch back on uninstall', () => {
    const orig = window.fetch;
    undo = intercept({ ...cfg(), guard: guard(vi.fn()) }, vi.fn());
    expect(window.fetch).not.toBe(orig);
    undo();
    expect(window.fetch).toBe(orig);
  });
});
