import type { WidgetContext } from '@dropins/core';
import { eachFrame, prefersReducedMotion } from '@dropins/core/dom';

export interface Slider {
  /** The slide in view. */
  readonly index: number;
  /** Scrolls to slide `i` (smoothly unless the visitor prefers reduced motion or `instant`). */
  go(i: number, instant?: boolean): void;
}

/**
 * The main images as a native scroll-snap row (swipe on touch, arrow keys when focused, no JS slider). `onChange`
 * hears the slide in view; during a scroll we started, only its end counts.
 */
export function mountSlider(track: HTMLElement, ctx: WidgetContext, label: string, onChange: (i: number) => void): Slider {
  track.classList.add('dropins-snap');
  track.tabIndex = 0;
  track.setAttribute('role', 'region');
  track.setAttribute('aria-label', label);
  let index = 0;
  let pending = -1;
  const measure = () => {
    const width = track.clientWidth;
    if (!width) return;
    const i = Math.round(Math.abs(track.scrollLeft) / width);
    if (pending >= 0 && i !== pending) return;
    pending = -1;
    if (i !== index) onChange((index = i));
  };
  eachFrame(ctx, track, ['scroll'], measure);
  ctx.listen(track, 'scrollend', () => {
    pending = -1;
    measure();
  });
  ctx.signal.addEventListener('abort', () => track.classList.remove('dropins-snap'));
  return {
    get index() {
      return index;
    },
    go(i, instant = false) {
      const last = track.children.length - 1;
      const target = Math.max(0, Math.min(last, i));
      const rtl = getComputedStyle(track).direction === 'rtl';
      const smooth = !instant && !prefersReducedMotion();
      const moves = Math.abs(Math.abs(track.scrollLeft) - target * track.clientWidth) >= 1;
      pending = smooth && moves ? target : -1;
      track.scrollTo({ left: (rtl ? -1 : 1) * target * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      if (target !== index) onChange((index = target));
    },
  };
}
