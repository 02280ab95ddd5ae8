/** The longest a deferred step waits when no frame comes (a hidden tab or frame draws none). */
const NO_FRAME_MS = 100;

/**
 * Runs `fn` once the next frame has been drawn: a frame, then a task after it. What an input changed by itself (the
 * select's value, a bar hiding) paints first, and the heavier result follows in the frame after. Where no frame
 * comes (a hidden tab), it runs after NO_FRAME_MS. Returns a function that cancels it (nothing runs twice).
 * @example const cancel = afterNextPaint(() => render(result));
 */
export function afterNextPaint(fn: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    fn();
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (task = setTimeout(run))) : 0;
  const fallback = setTimeout(run, NO_FRAME_MS);
  function cancel(): void {
    done = true;
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  }
  return cancel;
}
