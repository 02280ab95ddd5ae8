// Reading ctPublic / ctPublicFunctions into the decoder's settings (needs location for URLs).
import { describe, expect, it, vi } from 'vitest';
import { readDecoderConfig } from '../src/index';
import { fixtureJSON } from './setup';

const pub = fixtureJSON('config/ctPublic.current.json');
const fns = fixtureJSON('config/ctPublicFunctions.current.json');

describe('readDecoderConfig', () => {
  it('REST per config, with the REST nonce and the fresh-nonce call for the antispam plugin', () => {
    const cfg = readDecoderConfig(pub, fns, vi.fn());
    expect(cfg.transport.endpoint).toEqual({ kind: 'rest', restUrl: 'https://oakandiron.shop/wp-json/', namespace: 'cleantalk-antispam/v1' });
    expect(cfg.transport.nonce).toBe('a7c3e90b14');
    expect(cfg.transport.refresh?.pluginName).toBe('antispam');
    expect(cfg.botDetector).toBe(true);
  });

  it('admin-ajax otherwise, with _ajax_nonce; the legacy bot-detector flag still counts', () => {
    const legacy = fixtureJSON('config/ctPublic.legacy-settings__data__bot_detector_enabled.json');
    const cfg = readDecoderConfig(legacy, { ...fns, data__ajax_type: 'admin_ajax', _ajax_url: 'https://shop.test/wp-admin/admin-ajax.php' }, vi.fn());
    expect(cfg.transport.endpoint).toEqual({ kind: 'ajax', ajaxUrl: 'https://shop.test/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' });
    expect(cfg.transport.nonce).toBe('5d2a9e81f0');
    expect(cfg.botDetector).toBe(true);
  });

  it('stands down on a missing global, an invalid key or a non-http endpoint', () => {
    expect(() => readDecoderConfig(undefined, fns, vi.fn())).toThrow(/ctPublic is missing/);
    expect(() => readDecoderConfig({ ...pub, data__key_is_ok: '' }, fns, vi.fn())).toThrow(/key is not valid/);
    expect(() => readDecoderConfig(pub, { ...fns, _rest_url: 'javascript:alert(1)' }, vi.fn())).toThrow(/_rest_url is not a URL/);
  });
});
