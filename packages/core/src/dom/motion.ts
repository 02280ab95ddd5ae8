/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`): animations then end at once and
 * scrolls jump.
 * @example el.animate(frames, { duration: prefersReducedMotion() ? 0 : 200 })
 */
export function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}
