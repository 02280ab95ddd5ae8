import { cookiesEnabled, createModeStore, createStore, type CookieMode } from '@dropins/core/storage';

/** The visitor signals of this page view, kept in memory and persisted the way the cookie mode says. */
export interface VisitorStore {
  /** Everything set during this page view (what the no-cookie field carries). */
  readonly data: Record<string, unknown>;
  readonly mode: CookieMode;
  /** Sets a value; `local` keeps it in memory only (not sent as a cookie or to the server). */
  set(key: string, value: unknown, local?: boolean): void;
  /** This page's value, else the stored one (cookie, session or local storage), else null. */
  get(key: string): unknown;
}

/**
 * Storage by cookie mode: `native` = cookies with the configured prefix; `alternative` = server-side sessions,
 * batched to `save`; `none` = local storage (freshness 86,400 s) plus hidden form fields. Blocked cookies fall
 * back to `none`; disabled or full storage keeps values for this page only. Never throws.
 * @example const store = createVisitorStore('none', '', save, warn); store.set('ct_has_key_up', true);
 */
export function createVisitorStore(mode: CookieMode, prefix: string, save: (values: Record<string, string>) => void, warn: (message: string) => void): VisitorStore {
  if (mode === 'native' && !cookiesEnabled()) {
    warn('cookies blocked: using form fields');
    mode = 'none';
  }
  if (mode !== 'native' && !createStore(mode === 'none' ? 'local' : 'session').usable) warn('storage disabled: signals last for this page');
  const store = createModeStore(mode, { prefix, save });
  const data: Record<string, unknown> = {};
  return {
    data,
    mode,
    set(key, value, local) {
      data[key] = value;
      if (!local) store.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    },
    get: (key) => (key in data ? data[key] : store.get(key)),
  };
}

/** `_ct_no_cookie_data_` + base64 of the JSON of every signal (UTF-8 safe, unlike a bare `btoa`). */
export const noCookieValue = (data: Record<string, unknown>): string =>
  '_ct_no_cookie_data_' + btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(data))));
