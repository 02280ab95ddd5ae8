import { standDown } from './widget';
import { isPageElement, pageGlobals } from './clobber';

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/** A declared config field: how to read a raw value, and its default. */
export interface Field<T> {
  read(raw: unknown): T | Invalid;
  fallback: T;
  required?: boolean;
}

export type Schema = Record<string, Field<unknown>>;
export type ConfigOf<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

const field = <T>(fallback: T, read: (raw: unknown) => T | Invalid): Field<T> => ({ fallback, read });

/** A string; numbers are accepted as their text. */
export const str = (fallback = ''): Field<string> =>
  field(fallback, (raw) => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : INVALID));

/** A finite number; WordPress localizes numbers as strings ("5000"). */
export const num = (fallback = 0): Field<number> =>
  field(fallback, (raw) => {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return Number.isFinite(n) ? n : INVALID;
  });

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['', '0', 'false', 'no', 'off'];

/** A boolean; WordPress localizes booleans as "1" and "". */
export const bool = (fallback = false): Field<boolean> =>
  field(fallback, (raw) => {
    if (typeof raw === 'boolean') return raw;
    if (raw === 1 || raw === 0) return raw === 1;
    if (typeof raw === 'string') {
      const s = raw.trim().toLowerCase();
      if (TRUE.includes(s)) return true;
      if (FALSE.includes(s)) return false;
    }
    return INVALID;
  });

/** One of a fixed set of strings. */
export const oneOf = <T extends string>(values: readonly T[], fallback: T): Field<T> =>
  field(fallback, (raw) => {
    const s = typeof raw === 'number' ? String(raw) : raw;
    return typeof s === 'string' && (values as readonly string[]).includes(s) ? (s as T) : INVALID;
  });

/** A nested value kept as it is when `check` accepts it (objects and arrays keep their JSON types). */
export const shape = <T>(fallback: T, check: (raw: unknown) => raw is T): Field<T> =>
  field(fallback, (raw) => (check(raw) ? raw : INVALID));

/** A plain object, or the fallback. */
export const record = <T extends Record<string, unknown> = Record<string, unknown>>(fallback = {} as T): Field<T> =>
  shape(fallback, (raw): raw is T => isRecord(raw));

/** Marks a field that must be present and valid, or the widget stands down. */
export const required = <T>(f: Field<T>): Field<T> => ({ ...f, required: true });

export function isRecord(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/**
 * Reads `source` through a declared schema: missing values take their defaults silently, malformed ones
 * take their defaults and are reported through `onInvalid`; a missing or malformed required field stands down.
 * @example
 * const cfg = readConfig(window.ctPublic, { data__key_is_ok: required(bool()), wprocessing: str('Wait') }, 'ctPublic');
 */
export function readConfig<S extends Schema>(
  source: unknown,
  schema: S,
  sourceName: string,
  onInvalid: (message: string) => void = () => undefined,
): ConfigOf<S> {
  if (!isRecord(source)) standDown(`${sourceName} is missing or not an object`);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    const f = schema[key];
    const raw = source[key];
    const value = raw === undefined || raw === null ? INVALID : f.read(raw);
    if (value === INVALID) {
      if (f.required) standDown(`${sourceName}.${key} is ${raw === undefined ? 'missing' : 'malformed'}`);
      if (raw !== undefined && raw !== null) onInvalid(`${sourceName}.${key} is malformed; using the default`);
      out[key] = f.fallback;
    } else out[key] = value;
  }
  return out as ConfigOf<S>;
}

/**
 * The global a plugin localized (`window.ctPublic` ...), or undefined. A page element in its place (a post's
 * `<a id="ctPublic">` is `window.ctPublic` too) stands the calling widget down with one warning naming the global.
 */
export function readGlobal(name: string): unknown {
  const value = pageGlobals()[name];
  if (isPageElement(value)) standDown(`window.${name} is an element of the page (id or name "${name}"), not the plugin's settings`);
  return value;
}

/** Parses JSON, returning `undefined` for malformed text instead of throwing. */
export function parseJSON(text: string | null | undefined): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
