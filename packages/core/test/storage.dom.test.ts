import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, getCookie, setCookie, removeCookie, cookieNames, createModeStore } from '@dropins/core/storage';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of cookieNames()) removeCookie(name);
});

describe('cookies', () => {
  it('round-trips encoded values on path /', () => {
    setCookie('moove_gdpr_popup', '{"strict":"1","thirdparty":"0"}', { maxAge: 3600 });
    expect(getCookie('moove_gdpr_popup')).toBe('{"strict":"1","thirdparty":"0"}');
    removeCookie('moove_gdpr_popup');
    expect(getCookie('moove_gdpr_popup')).toBeNull();
  });
});

describe('createStore', () => {
  it('returns values within the freshness window and forgets stale ones', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const store = createStore('local', 'apbct_');
    store.set('pixel_url', 'https://example.test/p.gif');
    vi.setSystemTime(new Date('2026-01-01T02:00:00Z'));
    expect(store.get('pixel_url', 10_800)).toBe('https://example.test/p.gif');
    vi.setSystemTime(new Date('2026-01-01T04:00:00Z'));
    expect(store.get('pixel_url', 10_800)).toBeNull();
    expect(localStorage.getItem('apbct_pixel_url')).toBeNull();
  });

  it('survives full or disabled storage without throwing', () => {
    const store = createStore('session');
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.set('k', 'v')).toBe(false);
    vi.spyOn(window.sessionStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('k')).toBeNull();
  });

  it('ignores malformed stored values', () => {
    localStorage.setItem('x', '{not json');
    expect(createStore('local').get('x')).toBeNull();
  });
});

describe('createModeStore', () => {
  it('native mode writes prefixed cookies', () => {
    const s = createModeStore('native', { prefix: 'ct_' });
    s.set('ps_timestamp', '123');
    expect(getCookie('ct_ps_timestamp')).toBe('123');
  });

  it('alternative mode batches changes to the server once per tick', async () => {
    const save = vi.fn();
    const s = createModeStore('alternative', { save });
    s.set('a', '1');
    s.set('b', '2');
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ a: '1', b: '2' });
    expect(getCookie('a')).toBeNull();
  });

  it('none mode keeps values out of cookies and exposes them for hidden fields', () => {
    const s = createModeStore('none', { prefix: 'apbct_' });
    s.set('timezone', '1');
    expect(getCookie('apbct_timezone')).toBeNull();
    expect(s.snapshot()).toEqual({ timezone: '1' });
    expect(createModeStore('none', { prefix: 'apbct_' }).get('timezone')).toBe('1');
  });
});
