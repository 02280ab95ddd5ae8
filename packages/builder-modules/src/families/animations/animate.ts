import { startTransform, type Animation } from './data';

/** Classes Divi's stylesheet reads: the style name (e.g. `slideBottom`), `infinite`, and the end state. */
export const HAD_ANIMATION = 'et_had_animation';
export const ANIMATED = 'et_animated';

const INLINE = ['animation-duration', 'animation-delay', 'animation-timing-function', 'opacity', 'transform'] as const;

/**
 * Starts an entrance animation: the style's class, its timing and its starting opacity and transform inline;
 * unless it repeats forever, after duration + delay the animation classes and styles are removed and
 * `et_had_animation` marks the element as done (resting state, visible).
 */
export function animate(el: HTMLElement, a: Animation, later: (ms: number, fn: () => void) => void): void {
  const s = el.style;
  s.setProperty('animation-duration', `${a.durationMs}ms`);
  s.setProperty('animation-delay', `${a.delayMs}ms`);
  s.setProperty('animation-timing-function', a.speedCurve);
  s.setProperty('opacity', String(a.startingOpacity));
  const transform = startTransform(a.style, a.intensity);
  if (transform) s.setProperty('transform', transform);
  el.classList.add(a.style);
  if (a.infinite) {
    el.classList.add('infinite');
    return;
  }
  later(a.durationMs + a.delayMs, () => finish(el, a));
}

/** The end state: no animation classes or inline animation styles, `et_had_animation` added. */
export function finish(el: HTMLElement, a: Pick<Animation, 'style'>): void {
  for (const p of INLINE) el.style.removeProperty(p);
  el.classList.remove(a.style, 'infinite', ANIMATED);
  el.classList.add(HAD_ANIMATION);
}
