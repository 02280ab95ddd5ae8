import type { Variation } from './types';

/** What the quantity input becomes for a found variation. `null` min/max means "no such limit". */
export interface QuantityPlan {
  value: string;
  min: string | null;
  max: string | null;
  hide: boolean;
  /** The visitor's value was not a number (it is replaced by the minimum). */
  invalid: boolean;
}

/** A finite number from a number or numeric string ("" and junk give null: unmanaged stock has max_qty ""). */
export function toNumber(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * Sold individually: fixed at 1 and hidden. Otherwise the visitor's value is kept, clamped into
 * min_qty..max_qty (a max of "" is no upper limit), and a non-numeric value becomes the minimum.
 * @example planQuantity('12', { max_qty: 9, min_qty: 1, ... }) // { value: '9', min: '1', max: '9', ... }
 */
export function planQuantity(current: string, variation: Variation): QuantityPlan {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: null, hide: true, invalid: false };
  const min = toNumber(variation.min_qty);
  const max = toNumber(variation.max_qty);
  let q = toNumber(current);
  const invalid = q === null && current.trim() !== '';
  if (q === null) q = min ?? 1;
  if (max !== null && q > max) q = max;
  if (min !== null && q < min) q = min;
  return { value: String(q), min: min === null ? null : String(min), max: max === null ? null : String(max), hide: false, invalid };
}

/** Applies a plan to the input (and hides or shows its `.quantity` wrapper). */
export function applyQuantity(input: HTMLInputElement, plan: QuantityPlan): void {
  const setOrRemove = (name: string, v: string | null) => (v === null ? input.removeAttribute(name) : input.setAttribute(name, v));
  setOrRemove('min', plan.min);
  setOrRemove('max', plan.max);
  input.value = plan.value;
  const wrap = input.closest<HTMLElement>('.quantity');
  if (wrap) wrap.style.display = plan.hide ? 'none' : '';
}
