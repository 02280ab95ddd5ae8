/** Runs `fn` after `ms` unless `signal` aborts first (the widget unmounted). */
export function later(signal: AbortSignal, ms: number, fn: () => void): void {
  if (signal.aborted) return;
  const id = setTimeout(() => {
    signal.removeEventListener('abort', cancel);
    fn();
  }, ms);
  const cancel = () => clearTimeout(id);
  signal.addEventListener('abort', cancel, { once: true });
}

/** Whether the visitor asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
