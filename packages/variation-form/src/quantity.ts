import { num } from '@dropins/core';
import type { Variation } from './types';
import { attr } from './form-controls';

/** What the quantity input becomes for a found variation. `null` min/max means "no such limit". */
export interface QuantityPlan {
  value: string;
  min: number | null;
  max: number | null;
  hide: boolean;
  /** The visitor's value was not a number (it is replaced by the minimum). */
  invalid: boolean;
}

/** A finite number from a number or numeric string ("" and junk give null: unmanaged stock has max_qty ""). */
export function toNumber(raw: unknown): number | null {
  const n = num().read(raw);
  return typeof n === 'number' ? n : null;
}

/**
 * Sold individually: fixed at 1 and hidden. Otherwise the visitor's value is kept, clamped into
 * min_qty..max_qty (a max of "" is no upper limit), and a non-numeric value becomes the minimum.
 * @example planQuantity('12', { max_qty: 9, min_qty: 1, ... }) // { value: '9', min: 1, max: 9, ... }
 */
export function planQuantity(current: string, variation: Variation): QuantityPlan {
  const one = variation.is_sold_individually === 'yes';
  const min = one ? 1 : toNumber(variation.min_qty);
  const max = one ? null : toNumber(variation.max_qty);
  const q = one ? 1 : toNumber(current);
  return {
    value: '' + Math.max(min ?? -Infinity, Math.min(max ?? Infinity, q ?? min ?? 1)),
    min,
    max,
    hide: one,
    invalid: q === null && !!current.trim(),
  };
}

/** Applies a plan to the input (and hides or shows its `.quantity` wrapper). */
export function applyQuantity(input: HTMLInputElement, plan: QuantityPlan): void {
  attr(input, 'min', plan.min);
  attr(input, 'max', plan.max);
  input.value = plan.value;
  const wrap = input.closest<HTMLElement>('.quantity');
  if (wrap) wrap.style.display = plan.hide ? 'none' : '';
}
