import type { Variation } from './types';

/** A variation's value for an attribute is empty: it matches every option ("any"). */
export const ANY = -1;
/** Nothing chosen for this attribute. */
export const NONE = -1;

/** Option states after pruning: no variation at all, only inactive ones, or an enabled one. */
export const OFF = 0;
export const INACTIVE = 1;
export const ON = 2;

/**
 * The variations of one form, flattened for speed: one row of option indices per variation, so a selection
 * change is a single pass over integers (5,000 variations × 4 attributes well under a millisecond).
 * Rows are added one variation at a time, so the index can be built in steps while the page stays responsive.
 */
export interface Index {
  values: string[][];
  rows: number[];
  active: number[];
  list: Variation[];
  /** Adds one variation. */
  add(v: Variation): void;
}

/**
 * An empty index for the attribute `names` whose options are `values[a]` (placeholder excluded). `decode`
 * turns entity-encoded variation values into the text the options carry; `onUnknown` hears, for each variation,
 * attribute names no select carries (the variation still matches on the others).
 * @example const index = createIndex(['attribute_pa_color'], [['red', 'navy']], decodeEntities, warnUnknown); index.add(variation);
 */
export function createIndex(
  names: string[],
  values: string[][],
  decode: (s: string) => string,
  onUnknown: (name: string) => void,
): Index {
  const lookup = values.map((vs) => new Map(vs.map((v, i) => [v, i])));
  const index: Index = {
    values,
    rows: [],
    active: [],
    list: [],
    add(v) {
      for (const name in v.attributes) if (!names.includes(name)) onUnknown(name);
      names.forEach((name, a) => {
        const s = decode('' + (v.attributes[name] ?? ''));
        // A value no option carries (-2) never matches.
        index.rows.push(s ? (lookup[a].get(s) ?? -2) : ANY);
      });
      index.active.push(v.variation_is_active === false ? 0 : 1);
      index.list.push(v);
    },
  };
  return index;
}

/**
 * Builds the index of a whole list at once.
 * @example const index = buildIndex(variations, ['attribute_pa_color'], [['red', 'navy']]);
 */
export function buildIndex(
  list: Variation[],
  names: string[],
  values: string[][],
  decode: (s: string) => string = (s) => s,
  onUnknown: (name: string) => void = () => undefined,
): Index {
  const index = createIndex(names, values, decode, onUnknown);
  list.forEach(index.add);
  return index;
}

/** Chosen option indices (NONE when unchosen; -3 for a value no option carries) from chosen values ('' when unchosen). */
export function chosenIndices(index: Index, chosen: string[]): number[] {
  return index.values.map((vs, a) => {
    const i = vs.indexOf(chosen[a]);
    return !chosen[a] ? NONE : i < 0 ? -3 : i;
  });
}

/** Option states per attribute, and the first variation matching every choice. */
export type States = Uint8Array[] & { match: Variation | null };

/**
 * For every attribute, the state of each option given the choices made for the OTHER attributes
 * (an attribute's own choice never limits its own options), and in `match` the first variation matching
 * every chosen value (unchosen attributes and "any" values match all). One pass: a variation that misses no
 * choice counts for every attribute (and is a match), one that misses exactly one counts for that attribute only.
 */
export function prune(index: Index, chosen: number[]): States {
  const { rows, active, values, list } = index;
  const k = chosen.length;
  const states = values.map((vs) => new Uint8Array(vs.length)) as States;
  states.match = null;
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
    if (misses) give(missed, rows[base + missed], state);
    else {
      states.match ??= list[i];
      for (let a = 0; a < k; a++) give(a, rows[base + a], state);
    }
  }
  return states;
}

/** The first variation matching every chosen value (unchosen attributes and "any" values match all). */
export const match = (index: Index, chosen: number[]): Variation | null => prune(index, chosen).match;
