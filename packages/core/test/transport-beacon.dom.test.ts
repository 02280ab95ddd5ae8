// The transport's beacon: the same endpoint and nonce rules as a request, handed to the browser's beacon queue,
// only to this site (a beacon carries the site's cookies), and it says whether the browser queued it.
import { describe, expect, it, vi } from 'vitest';
import { createTransport, type TransportOptions } from '../src/transport';

const ajax = { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php' } as const;

function setup(opts: Partial<TransportOptions> = {}, queued = true) {
  const sent: Array<{ url: string; fields: Record<string, string> }> = [];
  const sendBeacon = vi.fn((url: string, body: URLSearchParams) => {
    sent.push({ url, fields: Object.fromEntries(body) });
    return queued;
  });
  const fetch = vi.fn();
  const t = createTransport({ endpoint: ajax, ...opts, sendBeacon, fetch });
  return { t, sent, fetch };
}

describe('transport beacon', () => {
  it('admin-ajax: beacons action, data and no_cache to the absolute same-origin URL, never through fetch', () => {
    const { t, sent, fetch } = setup();
    expect(t.beacon('moove_gdpr_remove_php_cookies', { security: '3f9a1c2b7d', type: 'navigatorBeacon' })).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(new URL('/wp-admin/admin-ajax.php', location.href).href);
    expect(sent[0].fields).toMatchObject({ action: 'moove_gdpr_remove_php_cookies', security: '3f9a1c2b7d', type: 'navigatorBeacon' });
    expect(sent[0].fields.no_cache).toMatch(/\w+/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('carries the nonce as a request would: the plugin field in admin-ajax, _wpnonce for REST (no headers)', () => {
    const a = setup({ endpoint: { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' }, nonce: 'n1' });
    a.t.beacon('x');
    expect(a.sent[0].fields._ajax_nonce).toBe('n1');
    const r = setup({ endpoint: { kind: 'rest', restUrl: '/wp-json/', namespace: 'p/v1' }, nonce: 'n2' });
    r.t.beacon('route', { a: 1 });
    expect(r.sent[0]).toEqual({ url: new URL('/wp-json/p/v1/route', location.href).href, fields: { a: '1', _wpnonce: 'n2' } });
  });

  it('refuses another origin or a non-http URL: nothing is sent, false is returned', () => {
    for (const ajaxUrl of ['https://elsewhere.test/wp-admin/admin-ajax.php', 'javascript:alert(1)']) {
      const { t, sent } = setup({ endpoint: { kind: 'ajax', ajaxUrl } });
      expect(t.beacon('x')).toBe(false);
      expect(sent).toEqual([]);
    }
  });

  it('says whether the browser queued it (a full queue, or a browser that throws, is false)', () => {
    expect(setup({}, false).t.beacon('x')).toBe(false);
    const throwing = createTransport({ endpoint: ajax, sendBeacon: () => { throw new TypeError('too large'); } });
    expect(throwing.beacon('x')).toBe(false);
  });
});
