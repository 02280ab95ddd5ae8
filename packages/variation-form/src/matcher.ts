import type { Variation } from './types';

/** A variation's value for an attribute is empty: it matches every option ("any"). */
export const ANY = -1;
/** A variation's value that no option of the select carries: it never matches. */
const UNKNOWN = -2;
/** Nothing chosen for this attribute. */
export const NONE = -1;
/** A chosen value that is not among the options (set by another script). */
const STRAY = -3;

/** Option states after pruning: no variation at all, only inactive ones, or an enabled one. */
export const OFF = 0;
export const INACTIVE = 1;
export const ON = 2;

/**
 * The variations of one form, flattened for speed: one row of option indices per variation, so a selection
 * change is a single pass over integers (5,000 variations × 4 attributes well under a millisecond).
 */
export interface Index {
  names: string[];
  values: string[][];
  rows: Int32Array;
  active: Uint8Array;
  list: Variation[];
}

/**
 * Builds the index. `values[a]` are the option values of attribute `a` (placeholder excluded); `decode`
 * turns entity-encoded variation values into the text the options carry; `onUnknown` hears attribute names
 * that no select carries (the variation still matches on the others).
 * @example const index = buildIndex(variations, ['attribute_pa_color'], [['red', 'navy']]);
 */
export function buildIndex(
  list: Variation[],
  names: string[],
  values: string[][],
  decode: (s: string) => string = (s) => s,
  onUnknown: (name: string, variation: Variation) => void = () => undefined,
): Index {
  const k = names.length;
  const rows = new Int32Array(list.length * k);
  const active = new Uint8Array(list.length);
  const lookup = values.map((vs) => new Map(vs.map((v, i) => [v, i])));
  const known = new Set(names);
  for (let i = 0; i < list.length; i++) {
    const attrs = list[i].attributes;
    for (const name in attrs) if (!known.has(name)) onUnknown(name, list[i]);
    for (let a = 0; a < k; a++) {
      const raw = attrs[names[a]];
      const s = raw == null ? '' : decode(String(raw));
      rows[i * k + a] = s === '' ? ANY : (lookup[a].get(s) ?? UNKNOWN);
    }
    active[i] = list[i].variation_is_active === false ? 0 : 1;
  }
  return { names, values, rows, active, list };
}

/** Chosen option indices (NONE when unchosen) from chosen values ('' when unchosen). */
export function chosenIndices(index: Index, chosen: string[]): Int32Array {
  const out = new Int32Array(index.names.length);
  for (let a = 0; a < out.length; a++) {
    const v = chosen[a] ?? '';
    const i = v === '' ? NONE : index.values[a].indexOf(v);
    out[a] = v === '' ? NONE : i < 0 ? STRAY : i;
  }
  return out;
}

/** The first variation matching every chosen value (unchosen attributes and "any" values match all). */
export function match(index: Index, chosen: Int32Array): Variation | null {
  const { rows, list } = index;
  const k = chosen.length;
  outer: for (let i = 0, base = 0; i < list.length; i++, base += k) {
    for (let a = 0; a < k; a++) {
      const c = chosen[a];
      const r = rows[base + a];
      if (c !== NONE && r !== ANY && r !== c) continue outer;
    }
    return list[i];
  }
  return null;
}

/**
 * For every attribute, the state of each option given the choices made for the OTHER attributes
 * (an attribute's own choice never limits its own options). One pass: a variation that misses no choice
 * counts for every attribute, one that misses exactly one counts for that attribute only.
 */
export function prune(index: Index, chosen: Int32Array): Uint8Array[] {
  const { rows, active, values, list } = index;
  const k = chosen.length;
  const states = values.map((vs) => new Uint8Array(vs.length));
  const give = (a: number, r: number, state: number) => {
    const s = states[a];
    if (r === ANY) {
      for (let j = 0; j < s.length; j++) if (s[j] < state) s[j] = state;
    } else if (r >= 0 && s[r] < state) s[r] = state;
  };
  for (let i = 0, base = 0; i < list.length; i++, base += k) {
    let missed = -1;
    let misses = 0;
    for (let a = 0; a < k && misses < 2; a++) {
      const c = chosen[a];
      const r = rows[base + a];
      if (c !== NONE && r !== ANY && r !== c) {
        misses++;
        missed = a;
      }
    }
    if (misses > 1) continue;
    const state = active[i] ? ON : INACTIVE;
    if (misses === 1) give(missed, rows[base + missed], state);
    else for (let a = 0; a < k; a++) give(a, rows[base + a], state);
  }
  return states;
}
