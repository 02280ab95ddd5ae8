/** How long one slice of mounting may run before the rest waits for a later task (the long-task threshold). */
export const SLICE_MS = 50;
/** Items every slice handles whatever the time: a page with fewer matches mounts at once, as tests expect. */
export const AT_ONCE = 200;

export interface Slicer<T> {
  /** Handles `items` in order, at once while this slice lasts; the rest in later tasks, after any earlier rest. */
  run(items: readonly T[]): void;
  /** Drops what has not been handled yet. */
  clear(): void;
}

/**
 * Work over many items without one long task: a page of thousands of modules mounts in slices of `SLICE_MS`, each
 * its own task, so the page answers input between them. A small page (up to `AT_ONCE` items) finishes at once.
 * @example const mounts = slicer<Element>((el) => mount(el)); mounts.run(found);
 */
export function slicer<T>(each: (item: T) => void, sliceMs = SLICE_MS): Slicer<T> {
  let backlog: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = undefined;
    const items = backlog;
    backlog = [];
    handle(items, 0);
  };
  /** Handles items from `from` until the slice is spent, then queues the rest. */
  function handle(items: readonly T[], from: number) {
    const until = performance.now() + sliceMs;
    let i = from;
    while (i < items.length && (i - from < AT_ONCE || performance.now() < until)) each(items[i++]);
    if (i < items.length) backlog = backlog.length ? [...items.slice(i), ...backlog] : items.slice(i);
    if (backlog.length && timer === undefined) timer = setTimeout(later);
  }
  return {
    run(items) {
      // Work already waiting keeps its place: new items are handled now only while nothing waits.
      if (backlog.length) backlog.push(...items);
      else handle(items, 0);
    },
    clear() {
      backlog = [];
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
