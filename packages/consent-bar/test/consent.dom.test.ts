import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@dropins/core/storage';
import { cookieOptions, normalize, readConsent, saveConsent, ALL, STRICT_ONLY } from '../src/consent';
import { gcmDefault, gcmState, broadcast } from '../src/consent-signals';

const opts = (version = '', days = 365, attributes = '') => ({ gdpr_consent_version: version, cookie_expiration: days, cookie_attributes: attributes });
const set = (v: unknown) => (document.cookie = `moove_gdpr_popup=${encodeURIComponent(JSON.stringify(v))}; path=/`);

afterEach(() => {
  document.cookie = 'moove_gdpr_popup=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'; // max-age=0 is "now" in happy-dom
  delete (window as unknown as Record<string, unknown>).dataLayer;
});

describe('consent cookie', () => {
  it('writes the plugin shape: "0"/"1" strings and the configured version', () => {
    saveConsent({ ...STRICT_ONLY, thirdparty: 1 }, opts('2'));
    expect(JSON.parse(getCookie('moove_gdpr_popup')!)).toEqual({ strict: '1', thirdparty: '1', advanced: '0', performance: '0', preference: '0', version: '2' });
  });

  it('reads numbers and strings alike, legacy cookies without the premium categories too', () => {
    const malformed = vi.fn();
    expect(normalize({ strict: 1, thirdparty: 1, advanced: 0 }, malformed)).toEqual({ ...STRICT_ONLY, thirdparty: 1 });
    expect(malformed).not.toHaveBeenCalled();
  });

  it('keeps a hand-edited cookie as far as it parses, and without strict nothing applies', () => {
    const malformed = vi.fn();
    expect(normalize({ strict: '1', thirdparty: 'yes', advanced: '1' }, malformed)).toEqual({ ...STRICT_ONLY, advanced: 1 });
    expect(malformed).toHaveBeenCalledTimes(1);
    expect(normalize({ strict: '0', thirdparty: '1' })).toBeNull();
    expect(normalize('1', malformed)).toBeNull();
    expect(malformed).toHaveBeenCalledTimes(2);
  });

  it('deletes a consent older than the configured version, or unversioned once it is above 1', () => {
    set({ ...ALL, version: '2' });
    expect(readConsent(opts('3'), () => undefined)).toBeNull();
    expect(getCookie('moove_gdpr_popup')).toBeFalsy();
    set({ strict: '1', thirdparty: '1' });
    expect(readConsent(opts('1'), () => undefined)).toEqual({ ...STRICT_ONLY, thirdparty: 1 });
    expect(readConsent(opts('2'), () => undefined)).toBeNull();
    set({ ...ALL, version: '3' });
    expect(readConsent(opts('3'), () => undefined)).toEqual(ALL);
  });

  it('warns once for a cookie that is not JSON, and treats consent as absent', () => {
    document.cookie = 'moove_gdpr_popup=%7Bnope; path=/';
    const warns: string[] = [];
    expect(readConsent(opts(), (m) => warns.push(m))).toBeNull();
    expect(warns).toHaveLength(1);
  });

  it('applies cookie_attributes: SameSite always, a domain only when it covers this host', () => {
    expect(cookieOptions(opts('', 0, 'SameSite=strict; domain=.example.test'))).toEqual({ sameSite: 'Strict' });
    expect(cookieOptions(opts('', 2, `domain=${location.hostname}`))).toEqual({ maxAge: 172800, domain: location.hostname });
  });
});

describe('Consent Mode v2 and the WP Consent API', () => {
  it('maps categories as the plugin does', () => {
    expect(gcmState({ ...STRICT_ONLY, thirdparty: 1, preference: 1 })).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted',
      personalization_storage: 'granted', security_storage: 'granted', functionality_storage: 'granted',
    });
  });

  it('sets an all-denied default only when the page set none, as gtag arguments (not arrays)', () => {
    gcmDefault();
    gcmDefault();
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(layer).toHaveLength(1);
    expect(Array.isArray(layer[0])).toBe(false);
    expect(Array.from(layer[0]).slice(0, 2)).toEqual(['consent', 'default']);
    expect(Object.values(layer[0][2] as object).every((v) => v === 'denied')).toBe(true);
  });

  it('tells wp_set_consent about each category when enabled, and updates the plugin globals', () => {
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.wp_set_consent = (c: string, v: string) => calls.push(`${c}:${v}`);
    broadcast({ ...STRICT_ONLY, advanced: 1 }, true);
    expect(calls).toEqual(['functional:allow', 'statistics:deny', 'marketing:allow', 'preferences:deny']);
    expect(w.gdpr_consent__cookies).toBe('strict|advanced');
    broadcast(ALL, false);
    expect(calls).toHaveLength(4);
    delete w.wp_set_consent;
  });
});
