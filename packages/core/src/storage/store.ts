export const DEFAULT_FRESHNESS = 86_400;

export interface Store {
  /** The value, or null when absent, stale (older than `maxAgeSeconds`), malformed, or storage is unusable. */
  get<T = unknown>(key: string, maxAgeSeconds?: number): T | null;
  /** Stores the value with a timestamp; returns false when storage is disabled or full. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** Whether the underlying storage works at all. */
  readonly usable: boolean;
}

interface Stamped {
  value: unknown;
  timestamp: number;
}

function probe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const s = window[kind];
    const k = '__dropins_probe__';
    s.setItem(k, k);
    s.removeItem(k);
    return s;
  } catch {
    return null;
  }
}

/**
 * Local or session storage with a freshness window, that survives disabled or full storage without throwing.
 * Values are stored as `{value, timestamp}` (seconds), the shape CleanTalk uses.
 * @example const store = createStore('local'); store.set('apbct_pixel_url', url); store.get('apbct_pixel_url', 10800);
 */
export function createStore(kind: 'local' | 'session', prefix = ''): Store {
  const storage = probe(kind === 'local' ? 'localStorage' : 'sessionStorage');
  return {
    usable: !!storage,
    get<T>(key: string, maxAgeSeconds = DEFAULT_FRESHNESS): T | null {
      if (!storage) return null;
      try {
        const raw = storage.getItem(prefix + key);
        if (raw === null) return null;
        const parsed = JSON.parse(raw) as Stamped;
        if (!parsed || typeof parsed !== 'object' || typeof parsed.timestamp !== 'number') return null;
        if (Date.now() / 1000 - parsed.timestamp > maxAgeSeconds) {
          storage.removeItem(prefix + key);
          return null;
        }
        return parsed.value as T;
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (!storage) return false;
      try {
        storage.setItem(prefix + key, JSON.stringify({ value, timestamp: Math.floor(Date.now() / 1000) }));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage?.removeItem(prefix + key);
      } catch {
        /* unusable storage */
      }
    },
  };
}

/** Raw string access to session or local storage that never throws (for shapes that are not stamped). */
export function rawStorage(kind: 'local' | 'session') {
  const storage = probe(kind === 'local' ? 'localStorage' : 'sessionStorage');
  return {
    usable: !!storage,
    get: (key: string): string | null => {
      try {
        return storage ? storage.getItem(key) : null;
      } catch {
        return null;
      }
    },
    set: (key: string, value: string): boolean => {
      try {
        storage?.setItem(key, value);
        return !!storage;
      } catch {
        return false;
      }
    },
    remove: (key: string) => {
      try {
        storage?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}
