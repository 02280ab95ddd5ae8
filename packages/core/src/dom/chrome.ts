/** Above this width WordPress's admin bar (`#wpadminbar`) is fixed at the top of the window (its own CSS). */
export const ADMIN_BAR_FIXED_MIN_WIDTH = 601;

/** An element's height as laid out now (fractions kept), 0 for none or a hidden one. */
const heightOf = (el: Element | null | undefined): number => (el ? el.getBoundingClientRect().height : 0);

/**
 * How much of the top of the window fixed chrome covers: WordPress's admin bar where it is fixed (601 px and
 * wider), plus the fixed elements the caller names (a theme's fixed header, which only the widget knows). Reads
 * only inside `root`.
 * @example scrollTo(0, target.getBoundingClientRect().top + scrollY - fixedChromeOffset(body, [header]))
 */
export function fixedChromeOffset(root: ParentNode, fixed: Iterable<Element | null> = []): number {
  let offset = innerWidth >= ADMIN_BAR_FIXED_MIN_WIDTH ? heightOf(root.querySelector('#wpadminbar')) : 0;
  for (const el of fixed) offset += heightOf(el);
  return Math.max(0, offset);
}
