import { describe, expect, it, vi } from 'vitest';
import { readConfig, str, num, bool, oneOf, required, record, parseJSON, StandDown } from '@dropins/core';

// Shapes as WordPress localizes them: top-level scalars are strings ("1", "", "5000"); nested values keep their types.
const wcParams = { ajax_url: '/wp-admin/admin-ajax.php', request_timeout: '5000', i18n_view_cart: 'View cart', is_cart: '', cart_redirect_after_add: 'no' };

describe('readConfig', () => {
  it('reads WordPress-localized strings into typed values', () => {
    const cfg = readConfig(wcParams, { request_timeout: num(15000), is_cart: bool(true), cart_redirect_after_add: bool(true), i18n_view_cart: str() }, 'wc_add_to_cart_params');
    expect(cfg).toEqual({ request_timeout: 5000, is_cart: false, cart_redirect_after_add: false, i18n_view_cart: 'View cart' });
  });

  it('takes defaults for missing values silently and for malformed ones with a warning', () => {
    const onInvalid = vi.fn();
    const cfg = readConfig({ timeout: 'soon', mode: 'rest' }, { timeout: num(15000), label: str('Wait'), mode: oneOf(['rest', 'admin_ajax'] as const, 'admin_ajax') }, 'cfg', onInvalid);
    expect(cfg).toEqual({ timeout: 15000, label: 'Wait', mode: 'rest' });
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0][0]).toContain('cfg.timeout');
  });

  it('stands the widget down when a required field is missing or the global is not an object', () => {
    expect(() => readConfig({}, { data__key_is_ok: required(bool()) }, 'ctPublic')).toThrow(StandDown);
    expect(() => readConfig(undefined, { a: str() }, 'ctPublic')).toThrow('ctPublic is missing or not an object');
    expect(() => readConfig('[]', { a: str() }, 'ctPublic')).toThrow(StandDown);
  });

  it('keeps nested objects and refuses arrays where an object is declared', () => {
    const cfg = readConfig({ trp: { phrases: { a: 'b' } }, bad: [1] }, { trp: record(), bad: record() }, 'ctPublic');
    expect(cfg.trp).toEqual({ phrases: { a: 'b' } });
    expect(cfg.bad).toEqual({});
  });

  it('parses booleans the ways WordPress and plugins write them', () => {
    const read = (v: unknown) => readConfig({ v }, { v: bool(false) }, 'x').v;
    expect([read('1'), read('on'), read('yes'), read(true), read(1)]).toEqual([true, true, true, true, true]);
    expect([read(''), read('0'), read('false'), read(false), read(0)]).toEqual([false, false, false, false, false]);
  });
});

describe('parseJSON', () => {
  it('returns undefined for malformed text instead of throwing', () => {
    expect(parseJSON('{"a":1}')).toEqual({ a: 1 });
    expect(parseJSON('{a:1}')).toBeUndefined();
    expect(parseJSON(null)).toBeUndefined();
  });
});
