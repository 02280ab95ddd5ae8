/** How long one slice of mounting may run before the rest waits for a later task (the long-task threshold). */
export const SLICE_MS = 50;
/**
 * Items the first slice handles whatever the time: a page with fewer matches mounts at once, as tests expect. The
 * slices after it stop at SLICE_MS whatever their count, so a widget whose mounts are slow never makes a long task.
 */
export const AT_ONCE = 200;

/**
 * Runs `fn` in a new task soon: a message to ourselves, not a timer. Mounting is not timed work: a page's timers can
 * be slowed or held (a test's paused clock, a throttled tab), and whether the rest of a page mounts must not wait on
 * them; nested timers are also clamped to 4 ms each.
 */
function nextTask(fn: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    fn();
  };
  port2.postMessage(0);
}

/**
 * Work over many items without one long task: a page of thousands of modules mounts in slices of `SLICE_MS`, each
 * its own task, so the page answers input and renders between them. A small page (up to `AT_ONCE` items) finishes
 * at once; past the first slice, each slice handles at least one item and stops once `SLICE_MS` has passed.
 * Returns `run(items)`, which handles `items` in order after any that wait; items added while a slice runs (a mount
 * that scans) join its end. `each` decides whether an item that waited still applies.
 * @example const mountAll = slicer<Element>((el) => mount(el)); mountAll(found);
 */
export function slicer<T>(each: (item: T) => void): (items: readonly T[]) => void {
  const backlog: T[] = [];
  const slice = (atOnce: number) => {
    const until = performance.now() + SLICE_MS;
    let i = 0;
    while (i < backlog.length && (i < atOnce || performance.now() < until)) each(backlog[i++]);
    backlog.splice(0, i);
    if (backlog.length) nextTask(() => slice(1));
  };
  return (items) => {
    const idle = !backlog.length;
    backlog.push(...items);
    if (idle) slice(AT_ONCE);
  };
}
