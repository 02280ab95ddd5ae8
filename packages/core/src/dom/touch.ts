/** How long after a touch the browser's emulated mouse events (mouseenter, focus, click) are ignored (ms). */
export const TOUCH_GHOST_MS = 800;

/**
 * Whether a mouse event now is the browser's emulation of the touch that ended at `touchedAt` (`Date.now()` then).
 * @example if (isTouchGhost(touchedAt)) return; // the mouseenter that follows a tap
 */
export function isTouchGhost(touchedAt: number): boolean {
  return Date.now() - touchedAt < TOUCH_GHOST_MS;
}
