/**
 * A server value as text: a string as it is, a finite number written out, anything else (NaN, objects, null) ''.
 * @example textOf(variation.sku) // '' when the server sent none
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
