/**
 * Divi's CSS value helpers as pure functions (Divi sanitizes the builder's range inputs the same way before it
 * prints them: `et_sanitize_input_unit`, and checks that module content closes every tag it opens).
 */

/** Units Divi accepts after a number, longest first so that `vmin` is not read as `in`. */
const UNITS = ['vmin', 'vmax', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', '%'] as const;
const IMPORTANT = '!important';
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)/;

/** `defaultUnit` that makes a unit-less number stay unit-less. */
export const NO_DEFAULT_UNIT = 'no_default_unit';

/**
 * A CSS length/time/angle as Divi prints it: a recognised unit is kept, a missing or unknown one becomes
 * `defaultUnit` (px unless `no_default_unit`), a trailing `!important` is kept, and a value that does not start
 * with a number gives ''.
 * @example sanitizeUnit('12.5rem') // '12.5rem'
 * @example sanitizeUnit('12') // '12px'
 * @example sanitizeUnit('3 !important', 'em') // '3em !important'
 * @example sanitizeUnit('auto') // ''
 */
export function sanitizeUnit(value: string | number, defaultUnit: string = 'px'): string {
  let text = String(value).trim();
  const important = text.endsWith(IMPORTANT);
  if (important) text = text.slice(0, -IMPORTANT.length).trim();
  const match = NUMBER.exec(text);
  if (!match) return '';
  const number = String(parseFloat(match[0]));
  const rest = text.slice(match[0].length).trim().toLowerCase();
  const known = UNITS.find((unit) => rest === unit);
  const unit = known ?? (defaultUnit === NO_DEFAULT_UNIT ? '' : defaultUnit);
  return number + unit + (important ? ' ' + IMPORTANT : '');
}

/** The unit of a value Divi accepts ('' when none or unknown). */
export function unitOf(value: string): string {
  const rest = value.trim().replace(IMPORTANT, '').trim().replace(NUMBER, '').trim().toLowerCase();
  return UNITS.find((unit) => rest === unit) ?? '';
}

/** Elements that never have a closing tag. */
const VOID: ReadonlySet<string> = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const TAG = /<\s*(\/?)\s*([a-zA-Z][\w-]*)[^>]*?(\/?)\s*>/g;

/**
 * Whether every non-void tag that HTML opens is closed as often as it is opened (counting, not nesting:
 * what Divi checks before it trusts module content). Comments are ignored; `<br/>`-style self-closing tags too.
 * @example tagsBalanced('<p><b>x</b></p>') // true
 * @example tagsBalanced('<div><p>x</div>') // false
 */
export function tagsBalanced(html: string): boolean {
  const counts = new Map<string, number>();
  for (const match of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(TAG)) {
    const [, closing, rawName, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (VOID.has(name) || selfClosing) continue;
    counts.set(name, (counts.get(name) ?? 0) + (closing ? -1 : 1));
  }
  for (const n of counts.values()) if (n !== 0) return false;
  return true;
}
