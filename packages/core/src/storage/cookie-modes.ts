import { getCookie, setCookie } from './cookies';
import { createStore } from './store';

/** How a plugin keeps visitor data: browser cookies, server-side alternative sessions, or no cookies at all. */
export type CookieMode = 'native' | 'alternative' | 'none';

export interface ModeStore {
  readonly mode: CookieMode;
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** Every value written during this page view, for hidden fields in the `none` mode. */
  snapshot(): Record<string, string>;
}

export interface ModeStoreOptions {
  prefix?: string;
  /** Cookie lifetime in seconds (native mode); default: session. */
  maxAge?: number;
  /** Freshness of stored values in seconds (none mode). */
  freshness?: number;
  /** Alternative mode: sends a batch of changed values to the server (called at most once per microtask). */
  save?: (values: Record<string, string>) => void;
}

/**
 * One key-value store over the three cookie modes.
 * - native: `prefix+key` cookies;
 * - alternative: kept in session storage and sent to the server in batches through `save`;
 * - none: local storage with a freshness window, exposed through `snapshot()` for hidden form fields.
 */
export function createModeStore(mode: CookieMode, options: ModeStoreOptions = {}): ModeStore {
  const prefix = options.prefix ?? '';
  const written: Record<string, string> = {};
  const local = createStore(mode === 'alternative' ? 'session' : 'local', prefix);
  let pending: Record<string, string> | null = null;

  const flush = () => {
    const batch = pending;
    pending = null;
    if (batch && options.save) options.save(batch);
  };

  return {
    mode,
    get(key) {
      if (key in written) return written[key];
      if (mode === 'native') return getCookie(prefix + key);
      const v = local.get<string>(key, options.freshness);
      return typeof v === 'string' ? v : null;
    },
    set(key, value) {
      written[key] = value;
      if (mode === 'native') {
        setCookie(prefix + key, value, { maxAge: options.maxAge });
        return;
      }
      local.set(key, value);
      if (mode === 'alternative') {
        if (!pending) {
          pending = {};
          queueMicrotask(flush);
        }
        pending[key] = value;
      }
    },
    snapshot: () => ({ ...written }),
  };
}
