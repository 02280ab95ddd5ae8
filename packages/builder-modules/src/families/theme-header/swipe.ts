/** A swipe that opens the slide-in menu must start this close to the right edge of the screen (Divi CJS). */
export const EDGE_PX = 30;
/** jQuery Mobile's swipe (which Divi listens to): at least 30 px across, at most 75 px up or down, within 1 s. */
export const SWIPE_MIN_PX = 30;
export const SWIPE_MAX_VERTICAL_PX = 75;
export const SWIPE_MAX_MS = 1000;

export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * What a finished touch does to the slide-in menu: a swipe to the left that began within 30 px of the right edge
 * opens it, a swipe to the right closes it; anything else does nothing.
 */
export function swipeAction(start: TouchPoint, end: TouchPoint, screenWidth: number, isOpen: boolean): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const swiped = Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(end.y - start.y) <= SWIPE_MAX_VERTICAL_PX && end.time - start.time <= SWIPE_MAX_MS;
  if (!swiped) return null;
  if (dx < 0 && !isOpen && start.x >= screenWidth - EDGE_PX) return 'open';
  if (dx > 0 && isOpen) return 'close';
  return null;
}
