import { docProp } from '../clobber';

/**
 * Names of the cookies visible to this page. In a file of its own: only a lazily loaded part needs it (consent-bar's
 * withdrawal), so the bundles carry it there and not with the cookie helpers widgets load at start.
 */
export function cookieNames(): string[] {
  try {
    return docProp('cookie')
      .split(';')
      .map((p) => p.split('=')[0].trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}
