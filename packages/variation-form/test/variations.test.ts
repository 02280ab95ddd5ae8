// Reading data-product_variations in steps: the same index as one JSON.parse, yielding between steps, and
// malformed text caught as a whole parse would catch it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIndex, createIndex, type Index } from '../src/matcher';
import { readVariations } from '../src/variations';
import type { Variation } from '../src/types';

const text = readFileSync(resolve(import.meta.dirname, '../../../../shared/fixtures/woocommerce/variable-product.variations.json'), 'utf8');
const fixture = JSON.parse(text) as Variation[];
const NAMES = ['attribute_pa_color', 'attribute_pa_size', 'attribute_material'];
const VALUES = [['red', 'navy', 'forest'], ['s', 'm', 'l', 'xl'], ['Merino', 'Merino Blend']];

/** Reads `raw` to the end (running the yielded steps); returns what `done` said, the index and the warnings. */
function read(raw: string | null) {
  const index = createIndex(NAMES, VALUES, (s) => s, () => undefined);
  const warnings: string[] = [];
  let inline: boolean | undefined;
  readVariations(raw, index, (m) => warnings.push(m), (ok) => (inline = ok));
  vi.runAllTimers();
  return { inline, index, warnings };
}
const ids = (index: Index) => index.list.map((v) => v.variation_id);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reading the inline variations', () => {
  it('gives a small product the same index as JSON.parse, synchronously', () => {
    const index = createIndex(NAMES, VALUES, (s) => s, () => undefined);
    let inline: boolean | undefined;
    readVariations(text, index, () => undefined, (ok) => (inline = ok));
    expect(inline).toBe(true);
    const whole = buildIndex(fixture, NAMES, VALUES);
    expect(index.rows).toEqual(whole.rows);
    expect(index.active).toEqual(whole.active);
    expect(index.list).toEqual(fixture);
  });

  it('yields to the page between steps on a big product, and ends with every variation', () => {
    // Every clock reading is 5 ms later: each step's 8 ms budget runs out after two variations.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 5));
    const big = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ ...fixture[i % 12], variation_id: 9000 + i })));
    const index = createIndex(NAMES, VALUES, (s) => s, () => undefined);
    let inline: boolean | undefined;
    readVariations(big, index, () => undefined, (ok) => (inline = ok));
    expect(inline).toBeUndefined();
    expect(index.list.length).toBeGreaterThan(0);
    expect(index.list.length).toBeLessThan(40);
    vi.runAllTimers();
    expect(inline).toBe(true);
    expect(ids(index)).toEqual(Array.from({ length: 40 }, (_, i) => 9000 + i));
  });

  it('stops reading when told to', () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 5));
    const index = createIndex(NAMES, VALUES, (s) => s, () => undefined);
    const done = vi.fn();
    const stop = readVariations(JSON.stringify([...fixture, ...fixture]), index, () => undefined, done);
    stop();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
  });

  it('is not fooled by braces and quotes inside strings', () => {
    const tricky = [{ ...fixture[0], variation_description: '<p>{ "a": "}" } \\" {</p>' }, fixture[1]];
    const { inline, index, warnings } = read(JSON.stringify(tricky));
    expect(inline).toBe(true);
    expect(warnings).toEqual([]);
    expect(index.list).toEqual(tricky);
  });

  it('answers "false" (above the ajax threshold) with server lookup, silently', () => {
    expect(read('false')).toMatchObject({ inline: false, warnings: [] });
  });

  it('falls back to server lookup, with one warning, on whatever JSON.parse would reject', () => {
    const cases = [
      text.slice(0, 200), // cut off inside the first variation
      text.slice(0, -3), // cut off after the last one
      text.replace('},\n  {', '}\n  {'), // a missing comma between two variations
      text.replace('},\n  {', '}, 1 {'), // junk between two variations
      text.replace('"sku": "MCT-RED-S-M",', '"sku": "MCT-RED-S-M",,'), // broken inside one
      '',
    ];
    for (const raw of cases) {
      expect(() => JSON.parse(raw)).toThrow();
      const { inline, warnings } = read(raw);
      expect(inline).toBe(false);
      expect(warnings).toEqual(['data-product_variations is malformed']);
    }
    // Valid JSON, but not the variation array.
    expect(read(JSON.stringify(fixture[0]))).toMatchObject({ inline: false, warnings: ['data-product_variations is malformed'] });
    expect(read(null).warnings).toEqual(['data-product_variations is missing']);
  });

  it('skips entries that are not variations, with one warning', () => {
    const { inline, index, warnings } = read(JSON.stringify([fixture[0], { attributes: {} }, 3, 'x', fixture[1]]));
    expect(inline).toBe(true);
    expect(ids(index)).toEqual([fixture[0].variation_id, fixture[1].variation_id]);
    expect(warnings).toEqual(['skipped 3 malformed variations']);
  });
});
