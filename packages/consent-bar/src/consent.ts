import { isRecord, parseJSON } from '@dropins/core';
import { getCookie, rawStorage, removeCookie, setCookie, type CookieOptions } from '@dropins/core/storage';

/** The plugin's categories, in the order their scripts are loaded. */
export const CATS = ['strict', 'thirdparty', 'advanced', 'performance', 'preference'] as const;
export type Category = (typeof CATS)[number];
export type Consent = Record<Category, 0 | 1>;

export const COOKIE = 'moove_gdpr_popup';
/** Session-storage key of a provisional consent (accept on scroll / hide timer). */
const SESSION_KEY = 'gdpr_session';

/** The consent that grants each category `granted(category)` is truthy for. */
export const consentWhere = (granted: (c: Category) => unknown): Consent => Object.fromEntries(CATS.map((c) => [c, granted(c) ? 1 : 0])) as Consent;
export const ALL = consentWhere(() => 1);
export const STRICT_ONLY = consentWhere((c) => c === 'strict');
export const NONE = consentWhere(() => 0);

/**
 * Normalizes a stored consent object: '1'/1 is consent, '0'/0 or a missing category is none, anything else is
 * none and reported as malformed. Without strict, nothing else can apply, so the consent is absent.
 */
export function normalize(data: unknown, onMalformed: () => void = () => undefined): Consent | null {
  const d = isRecord(data) ? data : {};
  let malformed = d !== data;
  const consent = consentWhere((c) => {
    const v = '' + d[c];
    if (!['0', '1', 'undefined'].includes(v)) malformed = true;
    return v === '1';
  });
  if (malformed) onMalformed();
  return consent.strict ? consent : null;
}

/** What the cookie needs from the config: `gdpr_consent_version` ('' when none), `cookie_expiration` days, `cookie_attributes`. */
export interface StoreOptions {
  gdpr_consent_version: string;
  cookie_expiration: number;
  /** e.g. "SameSite=Lax; domain=.example.test". */
  cookie_attributes: string;
}

/** Cookie options from the config; a domain that does not cover this host is ignored (the browser would drop the cookie). */
export function cookieOptions(o: StoreOptions): CookieOptions {
  const a = o.cookie_attributes.toLowerCase();
  const ss = /samesite=(lax|strict|none)/.exec(a)?.[1];
  const d = /domain=(\.?([^;\s]+))/.exec(a);
  return {
    maxAge: o.cookie_expiration > 0 ? o.cookie_expiration * 86400 : undefined,
    sameSite: (ss && ss[0].toUpperCase() + ss.slice(1)) as CookieOptions['sameSite'],
    domain: d && ('.' + location.hostname).endsWith('.' + d[2]) ? d[1] : undefined,
  };
}

/**
 * Reads the consent cookie. A cookie older than the configured version (or unversioned once the version is
 * above 1) is deleted and treated as absent; a malformed one is reported and kept as far as it parses.
 */
export function readConsent(o: StoreOptions, warn: (m: string) => void): Consent | null {
  const raw = getCookie(COOKIE);
  const data = parseJSON(raw);
  const mine = parseFloat(o.gdpr_consent_version);
  if (raw && data === undefined) warn(COOKIE + ' cookie is not JSON');
  // An unversioned cookie counts as version 1; a garbled version is older than any configured one.
  else if (mine > 0 && isRecord(data) && !(parseFloat(String(data.version ?? 1)) >= mine)) saveConsent(null, o);
  else if (raw) return normalize(data, () => warn(COOKIE + ' cookie is malformed'));
  return null;
}

/** Writes the consent cookie in the plugin's shape ('0'/'1' strings plus the configured version), or removes it (null). */
export function saveConsent(c: Consent | null, o: StoreOptions): void {
  const opts = cookieOptions(o);
  const v: Record<string, string> = {};
  if (c) {
    for (const k of CATS) v[k] = '' + c[k];
    if (o.gdpr_consent_version) v.version = o.gdpr_consent_version;
    setCookie(COOKIE, JSON.stringify(v), opts);
  } else [opts.domain, undefined].forEach((domain) => removeCookie(COOKIE, { domain }));
}

const session = () => rawStorage('session');

/** The provisional consent kept for this browser session (accept on scroll, the hide timer), if any. */
export const readProvisional = (): Consent | null => normalize(parseJSON(session().get(SESSION_KEY)));
export const writeProvisional = (c: Consent) => session().set(SESSION_KEY, JSON.stringify(c));
export const clearProvisional = () => session().remove(SESSION_KEY);

/** What the site pre-ticks (`enabled_default`, by the plugin's key names), or null when it pre-ticks nothing beyond strict. */
export function presetConsent(enabledDefault: Record<string, unknown>): Consent | null {
  const key = (c: string) => (c === 'thirdparty' ? 'third_party' : c);
  const preset = consentWhere((c) => c === 'strict' || String(enabledDefault[key(c)]) === '1');
  return Object.entries(preset).some(([c, on]) => c !== 'strict' && on) ? preset : null;
}

/** Session-storage flag: the visitor closed the bar (close action 1) for this session. */
export const BAR_CLOSED_KEY = 'gdpr_infobar_hidden';
