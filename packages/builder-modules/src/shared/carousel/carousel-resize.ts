import { sharedObserver } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';

/**
 * One ResizeObserver for the package's sliders and carousels: `watchWidth(el, fn)` calls `fn(width)` when the
 * content width of `el` changes (not for height changes, which the carousels cause themselves), and once at the
 * start. Divi recomputes on every window resize; a module's own width is what its columns and heights follow.
 * Each carousel's callback runs on its own: one that throws is reported and the others still lay out.
 */
const watchResize = sharedObserver(ISOLATED, (notify: (entries: readonly ResizeObserverEntry[]) => void) => new ResizeObserver(notify));

/**
 * Watches the content width of `el`. Returns the stop.
 * @example const stop = watchWidth(items, (width) => layout(width));
 */
export function watchWidth(el: Element, fn: (width: number) => void): () => void {
  let last = -1;
  return watchResize(el, (entry) => {
    const width = entry.contentRect.width;
    if (width === last) return;
    last = width;
    fn(width);
  });
}
