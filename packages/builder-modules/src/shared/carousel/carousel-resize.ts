import { guard, pageResource, sharedObserver } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';

/**
 * One ResizeObserver for the package's sliders and carousels: `watchWidth(el, fn)` calls `fn(width)` when the
 * content width of `el` changes (not for height changes, which the carousels cause themselves), and once at the
 * start. Divi recomputes on every window resize; a module's own width is what its columns and heights follow.
 *
 * The observer only notes the new widths; the carousels lay out in the next frame's animation callbacks. A layout
 * inside the observer's callback resizes observed boxes in the same frame, and the browser then reports "ResizeObserver
 * loop completed with undelivered notifications" as an error event on every visit. Each carousel's layout runs on
 * its own: one that throws is reported and the others still lay out.
 */
const watchResize = sharedObserver(ISOLATED, (notify: (entries: readonly ResizeObserverEntry[]) => void) => new ResizeObserver(notify));

type LayOut = (width: number) => void;

/** The widths noted since the last frame, by the layout they are for (with its element), laid out in the next one. */
const due = pageResource(
  () => ({ widths: new Map<LayOut, [Element, number]>(), frame: 0 }),
  (batch) => cancelAnimationFrame(batch.frame),
);

function layOutDue(): void {
  const batch = due();
  batch.frame = 0;
  const widths = [...batch.widths];
  batch.widths.clear();
  for (const [layOut, [element, width]] of widths) guard({ ...ISOLATED, element }, () => layOut(width));
}

/**
 * Watches the content width of `el`. Returns the stop.
 * @example const stop = watchWidth(items, (width) => layout(width));
 */
export function watchWidth(el: Element, fn: (width: number) => void): () => void {
  let last = -1;
  const layOut: LayOut = (width) => {
    if (width === last) return;
    last = width;
    fn(width);
  };
  const stop = watchResize(el, (entry) => {
    const batch = due();
    batch.widths.set(layOut, [el, entry.contentRect.width]);
    batch.frame ||= requestAnimationFrame(layOutDue);
  });
  return () => {
    stop();
    due().widths.delete(layOut);
  };
}
