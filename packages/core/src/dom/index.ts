/**
 * `@dropins/core/dom`: one helper per DOM job, each tested once: motion preferences, swipes, per-frame work, ids,
 * jQuery's slide, idle callbacks, touch ghosts, the fixed chrome at the top of the page, the next paint.
 */
export { prefersReducedMotion } from './motion';
export { classifySwipe, swipeTracker, watchSwipe, SWIPE_MAX_MS, SWIPE_MIN_DX, SWIPE_MAX_DY } from './swipe';
export type { Swipe, SwipeGesture, SwipeTracker } from './swipe';
export { eachFrame } from './frame';
export { uniqueId, ensureId } from './ids';
export { slideDown, slideUp, isSliding } from './slide';
export { whenIdle } from './idle';
export { isTouchGhost } from './touch';
export { fixedChromeOffset, ADMIN_BAR_FIXED_MIN_WIDTH } from './chrome';
export { afterNextPaint } from './paint';
