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
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? +raw : NaN;
  return isFinite(n) ? n : null;
}

const str = (n: number | null) => (n === null ? null : '' + n);

/**
 * Sold individually: fixed at 1 and hidden. Otherwise the visitor's value is kept, clamped into
 * min_qty..max_qty (a max of "" is no upper limit), and a non-numeric value becomes the minimum.
 * @example planQuantity('12', { max_qty: 9, min_qty: 1, ... }) // { value: '9', min: '1', max: '9', ... }
 */
export function planQuantity(current: string, variation: Variation): QuantityPlan {
  const one = variation.is_sold_individually === 'yes';
  const min = one ? 1 : toNumber(variation.min_qty);
  const max = one ? null : toNumber(variation.max_qty);
  const q = one ? 1 : toNumber(current);
  return {
    value: '' + Math.max(min ?? -Infinity, Math.min(max ?? Infinity, q ?? min ?? 1)),
    min: str(min),
    max: str(max),
    hide: one,
    invalid: q === null && !!current.trim(),
  };
}

/** Applies a plan to the input (and hides or shows its `.quantity` wrapper). */
export function applyQuantity(input: HTMLInputElement, plan: QuantityPlan): void {
  for (const attr of ['min', 'max'] as const) {
    const v = plan[attr];
    if (v === null) input.removeAttribute(attr);
    else input.setAttribute(attr, v);
  }
  input.value = plan.value;
  const wrap = input.closest<HTMLElement>('.quantity');
  if (wrap) wrap.style.display = plan.hide ? 'none' : '';
}
