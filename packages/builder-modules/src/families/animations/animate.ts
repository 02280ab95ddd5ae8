import { pageResource, type Cleanup } from '@dropins/core';
import { startTransform, type Animation } from './data';

/** Classes Divi's stylesheet reads: the style name (e.g. `slideBottom`), `infinite`, and the end state. */
export const HAD_ANIMATION = 'et_had_animation';
export const ANIMATED = 'et_animated';

const INLINE = ['animation-duration', 'animation-delay', 'animation-timing-function', 'opacity', 'transform'] as const;

/**
 * Starts an entrance animation: the style's class, its timing and its starting opacity and transform inline;
 * unless it repeats forever, after duration + delay the animation classes and styles are removed and
 * `et_had_animation` marks the element as done (resting state, visible). Returns the cancel of that end.
 */
export function animate(el: HTMLElement, a: Animation, guard: (fn: () => void) => void): Cleanup {
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
    return () => undefined;
  }
  return atEnd(a.durationMs + a.delayMs, () => guard(() => finish(el, a)));
}

/** The end state: no animation classes or inline animation styles, `et_had_animation` added. */
export function finish(el: HTMLElement, a: Pick<Animation, 'style'>): void {
  for (const p of INLINE) el.style.removeProperty(p);
  el.classList.remove(a.style, 'infinite', ANIMATED);
  el.classList.add(HAD_ANIMATION);
}

/** Ends are gathered per frame (16 ms, never early): the animations that came into view together end together. */
const FRAME_MS = 16;
/** The timers of the frames ends are due in; a page reset cancels them. */
const ends = pageResource(
  () => new Map<number, { timer: ReturnType<typeof setTimeout>; fns: Set<() => void> }>(),
  (map) => map.forEach(({ timer }) => clearTimeout(timer)),
);

/**
 * Calls `fn` once `ms` have passed (up to a frame later, sharing one timer with every end due in that frame: the
 * finished animation holds its last frame until then). Returns the cancel.
 */
function atEnd(ms: number, fn: () => void): Cleanup {
  const due = Math.ceil((performance.now() + ms) / FRAME_MS) * FRAME_MS;
  const pending = ends();
  let group = pending.get(due);
  if (!group) {
    const fns = new Set<() => void>();
    const timer = setTimeout(() => {
      pending.delete(due);
      fns.forEach((f) => f());
    }, due - performance.now());
    pending.set(due, (group = { timer, fns }));
  }
  const { fns } = group;
  fns.add(fn);
  return () => void fns.delete(fn);
}
