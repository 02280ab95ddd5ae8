// Matching and pruning against the fixture's 12 variations (WooCommerce 10.9.1 shapes), and against a direct
// transcription of the original's semantics on generated products.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIndex, chosenIndices, match, prune, type Index } from '../src/matcher';
import type { Variation } from '../src/types';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../shared/fixtures/woocommerce/variable-product.variations.json'), 'utf8'),
) as Variation[];
const NAMES = ['attribute_pa_color', 'attribute_pa_size', 'attribute_material'];
const VALUES = [['red', 'navy', 'forest'], ['s', 'm', 'l', 'xl'], ['Merino', 'Merino Blend']];
const index = buildIndex(fixture, NAMES, VALUES);

const find = (chosen: string[]) => match(index, chosenIndices(index, chosen))?.variation_id ?? null;
/** Option values per attribute that prune leaves enabled (2) for a choice. */
const enabled = (ix: Index, chosen: string[]) =>
  prune(ix, chosenIndices(ix, chosen)).map((s, a) => ix.values[a].filter((_, j) => s[j] === 2));

describe('matching the fixture variations', () => {
  it('finds the variation of a full choice (red/m/Merino is 4212)', () => {
    expect(find(['red', 'm', 'Merino'])).toBe(4212);
    expect(find(['navy', 'm', 'Merino'])).toBe(4215);
  });

  it('matches an "any size" variation for every size of its colour and material (4220)', () => {
    for (const size of ['s', 'm', 'l', 'xl']) expect(find(['red', size, 'Merino Blend'])).toBe(4220);
  });

  it('still matches out-of-stock (4213), unmanaged (4216), sold-individually (4219) and backorder (4222) variations', () => {
    expect(find(['red', 'l', 'Merino'])).toBe(4213);
    expect(find(['navy', 'l', 'Merino'])).toBe(4216);
    expect(find(['forest', 'l', 'Merino Blend'])).toBe(4219);
    expect(find(['forest', 'xl', 'Merino'])).toBe(4222);
  });

  it('finds nothing for a combination that does not exist', () => {
    expect(find(['navy', 's', 'Merino Blend'])).toBeNull();
    expect(find(['forest', 's', 'Merino'])).toBeNull();
  });

  it('never matches a chosen value that no option carries', () => {
    expect(find(['purple', 'm', 'Merino'])).toBeNull();
  });
});

describe('pruning the fixture variations', () => {
  it('offers every size for red (the README case: 4220 has "any" size)', () => {
    expect(enabled(index, ['red', '', ''])[1]).toEqual(['s', 'm', 'l', 'xl']);
  });

  it('limits each attribute by the OTHER choices only', () => {
    const [colors, sizes, materials] = enabled(index, ['forest', 'xl', '']);
    expect(materials).toEqual(['Merino']);
    expect(sizes).toEqual(['s', 'm', 'l', 'xl']); // forest alone allows every size
    expect(colors).toEqual(['red', 'navy', 'forest']); // xl: navy 4221, forest 4222, red by 4220's "any"
  });

  it('leaves everything enabled when nothing is chosen', () => {
    expect(enabled(index, ['', '', ''])).toEqual(VALUES);
  });

  it('marks options whose only variations are inactive as attached but not enabled', () => {
    const list = fixture.map((v) => (v.variation_id === 4221 ? { ...v, variation_is_active: false } : v));
    const ix = buildIndex(list, NAMES, VALUES);
    const states = prune(ix, chosenIndices(ix, ['navy', 'xl', '']));
    expect(states[2][1]).toBe(1); // Merino Blend: only 4221, inactive
    expect(states[2][0]).toBe(0); // Merino: no navy/xl variation at all
  });

  it('reports attribute names that no select carries, and decodes entity-encoded values', () => {
    const unknown: string[] = [];
    const list = [{ ...fixture[0], attributes: { ...fixture[0].attributes, attribute_material: 'Merino &amp; Silk', attribute_pa_fit: 'slim' } }];
    const ix = buildIndex(list, NAMES, [VALUES[0], VALUES[1], ['Merino & Silk']], (s) => s.replace('&amp;', '&'), (n) => unknown.push(n));
    expect(unknown).toEqual(['attribute_pa_fit']);
    expect(match(ix, chosenIndices(ix, ['red', 's', 'Merino & Silk']))?.variation_id).toBe(4211);
  });
});

/** The original's semantics, written the slow, obvious way: isMatch with a blank attribute per select. */
function reference(list: Variation[], names: string[], values: string[][], chosen: string[]) {
  const isMatch = (attrs: Record<string, string>, settings: Record<string, string>) =>
    Object.keys(attrs).every((k) => !attrs[k] || !settings[k] || attrs[k] === settings[k]);
  const settings = Object.fromEntries(names.map((n, i) => [n, chosen[i]]));
  return names.map((name, a) => {
    const matching = list.filter((v) => isMatch(v.attributes, { ...settings, [name]: '' }) && v.variation_is_active !== false);
    return values[a].filter((val) => matching.some((v) => !v.attributes[name] || v.attributes[name] === val));
  });
}

describe('against the original semantics on generated products', () => {
  const product = fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
    .chain(([k, m]) => {
      const names = Array.from({ length: k }, (_, i) => `attribute_a${i}`);
      const values = names.map((_, i) => Array.from({ length: m }, (_, j) => `v${i}${j}`));
      const value = (a: number) => fc.oneof(fc.constant(''), fc.constantFrom(...values[a]));
      const variation = fc.record({
        attrs: fc.tuple(...names.map((_, a) => value(a))),
        active: fc.boolean(),
      });
      const choice = fc.tuple(...names.map((_, a) => value(a)));
      return fc.record({ names: fc.constant(names), values: fc.constant(values), list: fc.array(variation, { maxLength: 30 }), chosen: choice });
    });

  it('prunes and matches exactly as the original would', () => {
    fc.assert(
      fc.property(product, ({ names, values, list, chosen }) => {
        const vs = list.map((v, i) => ({ attributes: Object.fromEntries(names.map((n, a) => [n, v.attrs[a]])), variation_id: i, variation_is_active: v.active }));
        const ix = buildIndex(vs, names, values);
        expect(enabled(ix, chosen)).toEqual(reference(vs, names, values, chosen));
        const first = vs.find((v) => names.every((n, a) => !v.attributes[n] || !chosen[a] || v.attributes[n] === chosen[a]));
        expect(match(ix, chosenIndices(ix, chosen))).toBe(first ?? null);
      }),
      { numRuns: 300 },
    );
  });
});
