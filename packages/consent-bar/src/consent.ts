import { getCookie, isRecord, parseJSON, rawStorage, removeCookie, setCookie, type CookieOptions } from '@dropins/core';

/** The plugin's categories, in the order their scripts are loaded. */
export const CATS = ['strict', 'thirdparty', 'advanced', 'performance', 'preference'] as const;
export type Category = (typeof CATS)[number];
export type Consent = Record<Category, 0 | 1>;

export const COOKIE = 'moove_gdpr_popup';
/** Session-storage key of a provisional consent (accept on scroll / hide timer). */
export const SESSION_KEY = 'gdpr_session';

export const make = (f: (c: Category) => unknown): Consent => Object.fromEntries(CATS.map((c) => [c, f(c) ? 1 : 0])) as Consent;
export const ALL = make(() => 1);
export const STRICT_ONLY = make((c) => c === 'strict');
export const NONE = make(() => 0);

/**
 * Normalizes a stored consent object: '1'/1 is consent, '0'/0 or a missing category is none, anything else is
 * none and reported as malformed. Without strict, nothing else can apply, so the consent is absent.
 */
export function normalize(data: unknown): { consent: Consent | null; malformed: boolean } {
  const d = isRecord(data) ? data : {};
  let malformed = d !== data;
  const consent = make((c) => {
    const v = d[c];
    const on = v === 1 || v === '1';
    if (!on && v !== undefined && v !== 0 && v !== '0') malformed = true;
    return on;
  });
  return { consent: consent.strict ? consent : null, malformed };
}

export interface StoreOptions {
  /** Configured consent version (premium renew-consent); '' when none. */
  version: string;
  days: number;
  /** `cookie_attributes`, e.g. "SameSite=Lax; domain=.example.test". */
  attributes: string;
}

/** Cookie options from the config; a domain that does not cover this host is ignored (the browser would drop the cookie). */
export function cookieOptions(o: StoreOptions): CookieOptions {
  const ss = /samesite=(lax|strict|none)/i.exec(o.attributes)?.[1].toLowerCase();
  const d = /domain=(\.?([^;\s]+))/i.exec(o.attributes);
  return {
    maxAge: o.days > 0 ? o.days * 86400 : undefined,
    sameSite: (ss && ss[0].toUpperCase() + ss.slice(1)) as CookieOptions['sameSite'],
    domain: d && ('.' + location.hostname).endsWith('.' + d[2].toLowerCase()) ? d[1] : undefined,
  };
}

/**
 * Reads the consent cookie. A cookie older than the configured version (or unversioned once the version is
 * above 1) is deleted and treated as absent; a malformed one is reported and kept as far as it parses.
 */
export function readConsent(o: StoreOptions, warn: (m: string) => void): Consent | null {
  const raw = getCookie(COOKIE);
  if (!raw) return null;
  const data = parseJSON(raw);
  if (data === undefined) return warn(COOKIE + ' cookie is not JSON'), null;
  const mine = parseFloat(o.version);
  // An unversioned cookie counts as version 1; a garbled version is older than any configured one.
  if (mine > 0 && isRecord(data) && !(parseFloat(String(data.version ?? 1)) >= mine)) return removeConsent(o), null;
  const { consent, malformed } = normalize(data);
  if (malformed) warn(COOKIE + ' cookie is malformed');
  return consent;
}

/** Writes the consent cookie in the plugin's shape: '0'/'1' strings plus the configured version. */
export function writeConsent(c: Consent, o: StoreOptions): void {
  const v: Record<string, string> = {};
  for (const k of CATS) v[k] = '' + c[k];
  if (o.version) v.version = o.version;
  setCookie(COOKIE, JSON.stringify(v), cookieOptions(o));
}

export function removeConsent(o: StoreOptions): void {
  const { domain } = cookieOptions(o);
  removeCookie(COOKIE, { domain });
  if (domain) removeCookie(COOKIE);
}

const session = () => rawStorage('session');

/** The provisional consent kept for this browser session, if any. */
export const readProvisional = (): Consent | null => normalize(parseJSON(session().get(SESSION_KEY))).consent;
export const writeProvisional = (c: Consent) => session().set(SESSION_KEY, JSON.stringify(c));
export const clearProvisional = () => session().remove(SESSION_KEY);
