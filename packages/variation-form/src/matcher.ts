import type { Variation } from './types';

/**
 * What a row of the index holds for one attribute, besides an option's index (0 and up): the variation's value
 * is empty, so it matches every option ("any"), or it is a value no option carries, so it matches none.
 */
export const ROW_ANY = -1;
export const ROW_UNKNOWN_VALUE = -2;

/** What a choice holds for one attribute, besides an option's index: nothing chosen, or a value no option carries. */
export const CHOSEN_NOTHING = -3;
export const CHOSEN_UNKNOWN_VALUE = -4;

/** Option states after pruning: no variation at all, only inactive ones, or an enabled one. */
export const OptionState = { NONE: 0, INACTIVE: 1, ENABLED: 2 } as const;

/**
 * The variations of one form, flattened for speed: one row of option indices per variation, so a selection
 * change is a single pass over integers (5,000 variations × 4 attributes well under a millisecond).
 * Rows are added one variation at a time, so the index can be built in steps while the page stays responsive.
 */
export interface Index {
  values: string[][];
  rows: number[];
  /** Per variation: whether it is active (an inactive one makes its options attached, not enabled). */
  active: boolean[];
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
        index.rows.push(s ? (lookup[a].get(s) ?? ROW_UNKNOWN_VALUE) : ROW_ANY);
      });
      index.active.push(v.variation_is_active !== false);
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

/** Chosen option indices from chosen values ('' when unchosen). */
export function chosenIndices(index: Index, chosen: string[]): number[] {
  return index.values.map((vs, a) => {
    if (!chosen[a]) return CHOSEN_NOTHING;
    const i = vs.indexOf(chosen[a]);
    return i < 0 ? CHOSEN_UNKNOWN_VALUE : i;
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
  const attributeCount = chosen.length;
  const states = values.map((vs) => new Uint8Array(vs.length)) as States;
  states.match = null;
  /** Raises the state of the option(s) a row's value stands for, for attribute `a`. */
  const raise = (a: number, row: number, state: number) => {
    const s = states[a];
    if (row === ROW_ANY) {
      for (let j = 0; j < s.length; j++) if (s[j] < state) s[j] = state;
    } else if (row >= 0 && s[row] < state) s[row] = state;
  };
  for (let i = 0; i < list.length; i++) {
    const base = i * attributeCount;
    /** The attribute whose choice the variation misses, when it misses exactly one. */
    let missed = 0;
    let misses = 0;
    for (let a = 0; a < attributeCount && misses < 2; a++) {
      const c = chosen[a];
      const r = rows[base + a];
      if (c !== CHOSEN_NOTHING && r !== ROW_ANY && r !== c) {
        misses++;
        missed = a;
      }
    }
    if (misses > 1) continue;
    const state = active[i] ? OptionState.ENABLED : OptionState.INACTIVE;
    if (misses) raise(missed, rows[base + missed], state);
    else {
      states.match ??= list[i];
      for (let a = 0; a < attributeCount; a++) raise(a, rows[base + a], state);
    }
  }
  return states;
}

/** The first variation matching every chosen value (unchosen attributes and "any" values match all). */
export const match = (index: Index, chosen: number[]): Variation | null => prune(index, chosen).match;
