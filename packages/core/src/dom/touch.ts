/** How long after a touch the browser's emulated mouse events (mouseenter, focus, click) are ignored (ms). */
export const TOUCH_GHOST_MS = 800;
