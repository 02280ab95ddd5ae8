import type { WidgetContext } from '@dropins/core';

/**
 * Swipes on touch screens for the sliders and carousels, with the thresholds of jQuery Mobile's `swipe` event,
 * which Divi's sliders listen to: a touch that ends within SWIPE_MAX_MS, moved more than SWIPE_MIN_DX
 * horizontally and less than SWIPE_MAX_DY vertically. Anything else (a scroll, a tap, a long press) is no swipe.
 */
export const SWIPE_MAX_MS = 1000;
export const SWIPE_MIN_DX = 30;
export const SWIPE_MAX_DY = 30;

/** The direction the finger moved: a swipe to the left shows the next slide. */
export type Swipe = 'left' | 'right';

/** Classifies a finished touch from its movement (px) and duration (ms). */
export function classifySwipe(dx: number, dy: number, ms: number): Swipe | null {
  if (ms >= SWIPE_MAX_MS || Math.abs(dx) <= SWIPE_MIN_DX || Math.abs(dy) >= SWIPE_MAX_DY) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Calls `onSwipe` for each one-finger swipe that starts inside `el` (passive touch listeners, removed on
 * unmount; the page still scrolls as usual).
 * @example watchSwipe(slider, ctx, (dir) => move(dir === 'left' ? 'next' : 'previous'));
 */
export function watchSwipe(el: Element, ctx: WidgetContext, onSwipe: (swipe: Swipe) => void): void {
  let start: { x: number; y: number; t: number } | null = null;
  ctx.listen(el, 'touchstart', (event) => {
    const e = event as TouchEvent;
    const touch = e.touches[0];
    start = e.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, t: e.timeStamp } : null;
  }, { passive: true });
  ctx.listen(el, 'touchend', (event) => {
    const e = event as TouchEvent;
    const touch = e.changedTouches[0];
    const from = start;
    start = null;
    if (!from || !touch) return;
    const swipe = classifySwipe(touch.clientX - from.x, touch.clientY - from.y, e.timeStamp - from.t);
    if (swipe) onSwipe(swipe);
  }, { passive: true });
  ctx.listen(el, 'touchcancel', () => {
    start = null;
  }, { passive: true });
}
