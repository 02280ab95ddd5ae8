/**
 * One ResizeObserver for the package's sliders and carousels: `watchWidth(el, fn)` calls `fn(width)` when the
 * content width of `el` changes (not for height changes, which the carousels cause themselves), and once at the
 * start. Divi recomputes on every window resize; a module's own width is what its columns and heights follow.
 */
const callbacks = new Map<Element, { width: number; fn: (width: number) => void }>();
let observer: ResizeObserver | null = null;

function shared(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const watch = callbacks.get(entry.target);
      const width = entry.contentRect.width;
      if (!watch || width === watch.width) continue;
      watch.width = width;
      watch.fn(width);
    }
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
    callbacks.delete(el);
    observer?.unobserve(el);
  };
}
