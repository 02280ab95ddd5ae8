import { getCookie, isRecord, rawStorage, removeCookie, setCookie, type CookieOptions } from '@dropins/core';

/** The plugin's categories, in the order their scripts are loaded. */
export const CATS = ['strict', 'thirdparty', 'advanced', 'performance', 'preference'] as const;
export type Category = (typeof CATS)[number];
export type Consent = Record<Category, 0 | 1>;

export const COOKIE = 'moove_gdpr_popup';
/** Session-storage key of a provisional consent (accept on scroll / hide timer). */
export const SESSION_KEY = 'gdpr_session';

export const make = (f: (c: Category) => boolean): Consent =>
  Object.fromEntries(CATS.map((c) => [c, f(c) ? 1 : 0])) as Consent;
export const ALL = make(() => true);
export const STRICT_ONLY = make((c) => c === 'strict');

/**
 * Normalizes a stored consent object: '1'/1 is consent, '0'/0 or a missing category is none, anything else is
 * none and reported as malformed. Without strict, nothing else can apply, so the consent is absent.
 */
export function normalize(data: unknown): { consent: Consent | null; malformed: boolean } {
  if (!isRecord(data)) return { consent: null, malformed: true };
  let malformed = false;
  const consent = make((c) => {
    const v = data[c];
    if (v === 1 || v === '1') return true;
    if (v !== undefined && v !== 0 && v !== '0') malformed = true;
    return false;
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
  const out: CookieOptions = o.days > 0 ? { maxAge: o.days * 86400 } : {};
  for (const part of o.attributes.split(';')) {
    const [k, v = ''] = part.split('=').map((s) => s.trim());
    const key = k.toLowerCase();
    if (key === 'samesite' && /^(lax|strict|none)$/i.test(v)) out.sameSite = (v[0].toUpperCase() + v.slice(1).toLowerCase()) as CookieOptions['sameSite'];
    const d = v.replace(/^\./, '').toLowerCase();
    if (key === 'domain' && d && (location.hostname === d || location.hostname.endsWith('.' + d))) out.domain = v;
  }
  return out;
}

/**
 * Reads the consent cookie. A cookie older than the configured version (or unversioned once the version is
 * above 1) is deleted and treated as absent; a malformed one is reported and kept as far as it parses.
 */
export function readConsent(o: StoreOptions, warn: (m: string) => void): Consent | null {
  const raw = getCookie(COOKIE);
  if (raw === null || raw === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    warn(`${COOKIE} cookie is not JSON; consent treated as absent`);
    return null;
  }
  const mine = parseFloat(o.version);
  if (isRecord(data) && !Number.isNaN(mine)) {
    const theirs = data.version === undefined ? 1 : parseFloat(String(data.version));
    if (!(theirs >= mine)) {
      removeConsent(o);
      return null;
    }
  }
  const { consent, malformed } = normalize(data);
  if (malformed) warn(`${COOKIE} cookie is malformed; kept what parses`);
  return consent;
}

/** Writes the consent cookie in the plugin's shape: '0'/'1' strings plus the configured version. */
export function writeConsent(c: Consent, o: StoreOptions): void {
  const value: Record<string, string> = Object.fromEntries(CATS.map((k) => [k, String(c[k])]));
  if (o.version) value.version = o.version;
  setCookie(COOKIE, JSON.stringify(value), cookieOptions(o));
}

export function removeConsent(o: StoreOptions): void {
  const { domain, sameSite } = cookieOptions(o);
  removeCookie(COOKIE, { domain, sameSite });
  if (domain) removeCookie(COOKIE);
}

const session = () => rawStorage('session');

/** The provisional consent kept for this browser session, if any. */
export function readProvisional(): Consent | null {
  const raw = session().get(SESSION_KEY);
  if (!raw) return null;
  try {
    return normalize(JSON.parse(raw)).consent;
  } catch {
    return null;
  }
}

export const writeProvisional = (c: Consent) => session().set(SESSION_KEY, JSON.stringify(c));
export const clearProvisional = () => session().remove(SESSION_KEY);
