import type { WidgetContext } from '../widget';

/**
 * Swipes on touch screens, with the thresholds of jQuery Mobile's `swipe` event that the originals listen to: a
 * one-finger touch that ends within SWIPE_MAX_MS, moved more than SWIPE_MIN_DX across and less than SWIPE_MAX_DY
 * up or down. Anything else (a scroll, a tap, a long press) is no swipe.
 */
export const SWIPE_MAX_MS = 1000;
export const SWIPE_MIN_DX = 30;
export const SWIPE_MAX_DY = 30;

/** The way the finger moved: a swipe to the left shows the next item. */
export type Swipe = 'left' | 'right';

/** Classifies a finished touch from its movement (px) and duration (ms). */
export function classifySwipe(dx: number, dy: number, ms: number): Swipe | null {
  if (ms >= SWIPE_MAX_MS || Math.abs(dx) <= SWIPE_MIN_DX || Math.abs(dy) >= SWIPE_MAX_DY) return null;
  return dx < 0 ? 'left' : 'right';
}

/** A finished swipe: its direction, and where the finger came down (client px). */
export interface SwipeGesture {
  swipe: Swipe;
  from: { x: number; y: number };
}

/** The touch events of one swipe, fed in by whoever listens: `end` says which swipe it was, if any. */
export interface SwipeTracker {
  start(event: TouchEvent): void;
  end(event: TouchEvent): SwipeGesture | null;
  cancel(): void;
}

/**
 * Follows one touch at a time: `start` on touchstart (only a one-finger touch counts), `end` on touchend.
 * @example const swipes = swipeTracker(); el.addEventListener('touchstart', swipes.start); ...
 */
export function swipeTracker(): SwipeTracker {
  let from: { x: number; y: number; t: number } | null = null;
  return {
    start(event) {
      const touch = event.touches[0];
      from = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, t: event.timeStamp } : null;
    },
    end(event) {
      const touch = event.changedTouches[0];
      const start = from;
      from = null;
      if (!start || !touch) return null;
      const swipe = classifySwipe(touch.clientX - start.x, touch.clientY - start.y, event.timeStamp - start.t);
      return swipe && { swipe, from: { x: start.x, y: start.y } };
    },
    cancel() {
      from = null;
    },
  };
}

/**
 * Calls `onSwipe` for each one-finger swipe that starts inside `el`, with the point it started from (passive touch
 * listeners, removed on unmount; the page still scrolls as usual).
 * @example watchSwipe(slider, ctx, (swipe) => move(swipe === 'left' ? 1 : -1));
 */
export function watchSwipe(el: EventTarget, ctx: WidgetContext, onSwipe: (swipe: Swipe, from: SwipeGesture['from']) => void): void {
  const swipes = swipeTracker();
  ctx.listen(el, 'touchstart', (event) => swipes.start(event as TouchEvent), { passive: true });
  ctx.listen(el, 'touchend', (event) => {
    const gesture = swipes.end(event as TouchEvent);
    if (gesture) onSwipe(gesture.swipe, gesture.from);
  }, { passive: true });
  ctx.listen(el, 'touchcancel', () => swipes.cancel(), { passive: true });
}
