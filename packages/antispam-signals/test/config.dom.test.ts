import { afterEach, describe, expect, it, vi } from 'vitest';
import { StandDown } from '@dropins/core';
import { resetWarnings } from '@dropins/core/testing';
import { readSettings } from '../src/config';
import { ctPublic, installConfig } from './fixtures';

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

describe('readSettings', () => {
  it('reads the fixture config: none mode over REST, bot detector on, checks on', () => {
    installConfig();
    const warn = vi.fn();
    const s = readSettings(warn);
    expect(s).toMatchObject({ data__cookies_type: 'none', rest: true, botDetector: true, data__email_check_before_post: true, data__email_check_exist_post: true, pixel__setting: 3, data__visible_fields_required: true });
    expect(s._rest_url).toBe(location.origin + '/wp-json/');
    expect(s.theRealPerson?.phrases.trpHeading).toBe('The Real Person Badge!');
    expect(warn).not.toHaveBeenCalled();
  });

  it('understands the bot-detector flag under its pre-6.76 name', () => {
    installConfig({ bot_detector_enabled: undefined, settings__data__bot_detector_enabled: '1' });
    expect(readSettings(vi.fn()).botDetector).toBe(true);
    installConfig({ bot_detector_enabled: undefined, settings__data__bot_detector_enabled: '0' });
    expect(readSettings(vi.fn()).botDetector).toBe(false);
  });

  it('stands down when the key is not valid or ctPublic is missing', () => {
    installConfig({ data__key_is_ok: false });
    expect(() => readSettings(vi.fn())).toThrow(StandDown);
    (window as unknown as Record<string, unknown>).ctPublic = 'nonsense';
    expect(() => readSettings(vi.fn())).toThrow(/ctPublic is missing/);
  });

  it('refuses endpoints on another site and warns once per bad field, keeping defaults', () => {
    installConfig({ pixel__setting: 'lots' }, { _rest_url: 'https://evil.example/wp-json/', data__ajax_type: 'carrier-pigeon' });
    const warn = vi.fn();
    const s = readSettings(warn);
    expect(s._rest_url).toBe('/wp-json/');
    expect(s.rest).toBe(true);
    expect(s.pixel__setting).toBe(0);
    expect(warn.mock.calls.map((c) => c[0]).join('\n')).toMatch(/pixel__setting.*\n.*_rest_url.*\n.*data__ajax_type/s);
  });

  it('works without ctPublicFunctions, taking the cookie mode from ctPublic', () => {
    installConfig({ data__cookies_type: 'alternative' }, null);
    const warn = vi.fn();
    expect(readSettings(warn)).toMatchObject({ data__cookies_type: 'alternative', _ajax_url: '/wp-admin/admin-ajax.php', _ajax_nonce: ctPublic()._ajax_nonce });
    expect(warn).toHaveBeenCalledWith('ctPublicFunctions is missing; using defaults');
  });
});
