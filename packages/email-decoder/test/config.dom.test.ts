// Reading ctPublic / ctPublicFunctions into the decoder's settings (needs location for URLs).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDecoderSettings } from '../src/config';
import { fixtureJSON } from './setup';

/** Puts the two globals on window (undefined removes one) and reads them. */
function read(pub: unknown, fns: unknown, warn = vi.fn()) {
  Object.assign(window, { ctPublic: pub, ctPublicFunctions: fns });
  return readDecoderSettings({ warn });
}
afterEach(() => Object.assign(window, { ctPublic: undefined, ctPublicFunctions: undefined }));

const pub = fixtureJSON('config/ctPublic.current.json');
const fns = fixtureJSON('config/ctPublicFunctions.current.json');

describe('readDecoderSettings', () => {
  it('REST per config, with the REST nonce and the fresh-nonce call for the antispam plugin', () => {
    const cfg = read(pub, fns);
    expect(cfg.transportOptions.endpoint).toEqual({ kind: 'rest', restUrl: 'https://oakandiron.shop/wp-json/', namespace: 'cleantalk-antispam/v1' });
    expect(cfg.transportOptions.nonce).toBe('a7c3e90b14');
    expect(cfg.transportOptions.refresh?.pluginName).toBe('antispam');
    expect(cfg.botDetector).toBe(true);
  });

  it('admin-ajax otherwise, with _ajax_nonce; the legacy bot-detector flag still counts', () => {
    const legacy = fixtureJSON('config/ctPublic.legacy-settings__data__bot_detector_enabled.json');
    const cfg = read(legacy, { ...fns, data__ajax_type: 'admin_ajax', _ajax_url: 'https://shop.test/wp-admin/admin-ajax.php' });
    expect(cfg.transportOptions.endpoint).toEqual({ kind: 'ajax', ajaxUrl: 'https://shop.test/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' });
    expect(cfg.transportOptions.nonce).toBe('5d2a9e81f0');
    expect(cfg.botDetector).toBe(true);
  });

  it('stands down on a missing global, an invalid key or a non-http endpoint', () => {
    expect(() => read(undefined, fns)).toThrow(/ctPublic is missing/);
    expect(() => read({ ...pub, data__key_is_ok: '' }, fns)).toThrow(/key is not valid/);
    expect(() => read(pub, { ...fns, _rest_url: 'javascript:alert(1)' })).toThrow(/_rest_url is not a URL/);
  });
});
