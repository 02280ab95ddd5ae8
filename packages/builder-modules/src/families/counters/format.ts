/** Divi's thousands grouping (`et_format_number`): a separator before every group of three digits. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The counter's number as Divi prints it: rounded, grouped with `separator` (none when empty).
 * @example formatCount(12500, ',') // '12,500'
 */
export function formatCount(value: number, separator: string): string {
  const digits = String(Math.round(value));
  return separator === '' ? digits : digits.replace(THOUSANDS, separator);
}

/**
 * The counter's target from `data-number-value`, or null when it is not a finite number ≥ 0.
 * @example readTarget('12500') // 12500
 */
export function readTarget(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Writes a counting number: into the element's one text node when it has one (a change of its text, not of its
 * children, so the page's markup observers are not woken on every frame), else as its text.
 */
export function writeCount(el: Element, text: string): void {
  const only = el.firstChild;
  if (only instanceof Text && only === el.lastChild) {
    if (only.data !== text) only.data = text;
  } else el.textContent = text;
}
