import type { Cleanup } from '@dropins/core';

/** easyPieChart's `animate.duration` as Divi sets it for both counters (ms). */
export const COUNT_DURATION_MS = 1800;

/** easyPieChart's default easing (quadratic in and out), as a function of progress 0..1. */
export const easeInOutQuad = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Calls `step(value)` once per frame while the value goes from 0 to `target` over COUNT_DURATION_MS, the last
 * call with `target` itself. Returns the cancel.
 * @example const stop = countUp(75, (v) => draw(v));
 */
export function countUp(target: number, step: (value: number) => void): Cleanup {
  const start = performance.now();
  let frame = requestAnimationFrame(function tick(now: number) {
    const progress = Math.min(1, Math.max(0, (now - start) / COUNT_DURATION_MS));
    step(progress === 1 ? target : target * easeInOutQuad(progress));
    if (progress < 1) frame = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(frame);
}
