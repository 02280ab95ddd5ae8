import { docProp, setDocProp } from '../clobber';

export interface CookieOptions {
  /** Lifetime in seconds; omitted = session cookie; 0 or less deletes. */
  maxAge?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Reads a cookie's decoded value, or null. Never throws. */
export function getCookie(name: string): string | null {
  try {
    for (const part of docProp('cookie').split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() === name) {
        const raw = part.slice(eq + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
    }
  } catch {
    /* cookies blocked */
  }
  return null;
}

/** Writes a cookie with path /, SameSite=Lax and Secure on https by default. Never throws. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    parts.push(`max-age=${Math.floor(options.maxAge)}`);
    if (options.maxAge <= 0) parts.push('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (location.protocol === 'https:' || options.sameSite === 'None') parts.push('Secure');
  try {
    setDocProp('cookie', parts.join('; '));
  } catch {
    /* cookies blocked */
  }
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'maxAge'> = {}): void {
  setCookie(name, '', { ...options, maxAge: 0 });
}

/** Whether the browser accepts cookies here (writes and removes a probe cookie). */
export function cookiesEnabled(): boolean {
  try {
    if (!navigator.cookieEnabled) return false;
    setCookie('dropins_probe', '1');
    const ok = getCookie('dropins_probe') === '1';
    removeCookie('dropins_probe');
    return ok;
  } catch {
    return false;
  }
}
