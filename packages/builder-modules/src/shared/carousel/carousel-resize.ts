/**
 * One ResizeObserver for the package's sliders and carousels: `watchWidth(el, fn)` calls `fn(width)` when the
 * content width of `el` changes (not for height changes, which the carousels cause themselves), and once at the
 * start. Divi recomputes on every window resize; a module's own width is what its columns and heights follow.
 *
 * The observer only notes the new widths; the carousels lay out in the next frame's animation callbacks. A layout
 * inside the observer's callback resizes observed boxes in the same frame, and the browser then reports "ResizeObserver
 * loop completed with undelivered notifications" as an error event on every visit. Each carousel's layout runs on its
 * own: one that throws is reported and the others still lay out.
 */
interface Watch {
  /** The width last laid out for (-1 before the first). */
  width: number;
  fn: (width: number) => void;
}

const callbacks = new Map<Element, Watch>();
/** The widths noted since the last frame, laid out in the next one. */
const pending = new Map<Watch, number>();
let observer: ResizeObserver | null = null;
let frame = 0;

function layOutPending(): void {
  frame = 0;
  const due = [...pending];
  pending.clear();
  for (const [watch, width] of due) {
    if (width === watch.width) continue;
    watch.width = width;
    try {
      watch.fn(width);
    } catch (error) {
      // Reported as an uncaught error would be, without stopping the other carousels' layout.
      reportError(error);
    }
  }
}

function shared(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const watch = callbacks.get(entry.target);
      if (watch) pending.set(watch, entry.contentRect.width);
    }
    if (pending.size && !frame) frame = requestAnimationFrame(layOutPending);
  });
  return observer;
}

/**
 * Watches the content width of `el`. Returns the stop.
 * @example const stop = watchWidth(items, (width) => layout(width));
 */
export function watchWidth(el: Element, fn: (width: number) => void): () => void {
  callbacks.set(el, { width: -1, fn });
  shared().observe(el);
  return () => {
    const watch = callbacks.get(el);
    if (watch) pending.delete(watch);
    callbacks.delete(el);
    observer?.unobserve(el);
  };
}
