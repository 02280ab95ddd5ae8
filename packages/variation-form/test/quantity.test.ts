import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { planQuantity } from '../src/quantity';
import type { Variation } from '../src/types';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../shared/fixtures/woocommerce/variable-product.variations.json'), 'utf8'),
) as Variation[];
const byId = (id: number) => fixture.find((v) => v.variation_id === id)!;

describe('quantity for a found variation', () => {
  it('keeps a value inside min..max and sets both limits (4212: 9 in stock)', () => {
    expect(planQuantity('3', byId(4212))).toMatchObject({ value: '3', min: 1, max: 9, hide: false });
  });

  it('clamps a value above the stock down to max_qty', () => {
    expect(planQuantity('12', byId(4212)).value).toBe('9');
  });

  it('raises a value below the minimum to min_qty', () => {
    expect(planQuantity('0', byId(4212)).value).toBe('1');
    expect(planQuantity('1', { ...byId(4212), min_qty: 2 }).value).toBe('2');
  });

  it('has no upper limit for unmanaged stock (4216, max_qty "")', () => {
    expect(planQuantity('50', byId(4216))).toMatchObject({ value: '50', max: null });
  });

  it('fixes sold-individually variations at 1 and hides the input (4219)', () => {
    expect(planQuantity('4', byId(4219))).toMatchObject({ value: '1', hide: true, max: null });
  });

  it('replaces a non-numeric value by the minimum and says so', () => {
    expect(planQuantity('two', byId(4212))).toMatchObject({ value: '1', invalid: true });
    expect(planQuantity('', byId(4212))).toMatchObject({ value: '1', invalid: false });
  });

  it('reads numeric strings as numbers (max_qty "9")', () => {
    expect(planQuantity('20', { ...byId(4212), max_qty: '9' }).value).toBe('9');
  });
});
