import type { Cleanup } from '@dropins/core';
import type { ViewTimelineCtor } from '../../shared/scroll/view-timeline';
import { breakpointsOf, styleAt, TRIGGER_FRACTION, type Effect } from './effects';

/** Whether every effect of an element shares one scroll range (one animation can then carry them all). */
export function oneRange(effects: readonly Effect[]): boolean {
  return effects.every((e) => e.triggerStart === effects[0].triggerStart && e.triggerEnd === effects[0].triggerEnd);
}

/**
 * Runs an element's effects as one scroll-driven animation on a view timeline: keyframes at every limit of every
 * effect (exact, since each effect is linear between its own limits), the range from the start trigger crossing
 * the viewport's bottom edge to the end trigger crossing its top edge. The browser runs it; no script per frame.
 */
export function animateOnViewTimeline(el: HTMLElement, effects: readonly Effect[], Timeline: ViewTimelineCtor): Cleanup {
  const keyframes = breakpointsOf(effects).map((p) => {
    const style = styleAt(effects, p);
    const frame: Keyframe = { offset: p / 100 };
    if (style.transform) frame.transform = style.transform;
    if (style.opacity) frame.opacity = style.opacity;
    if (style.filter) frame.filter = style.filter;
    return frame;
  });
  const start = TRIGGER_FRACTION[effects[0].triggerStart] * 100;
  const end = TRIGGER_FRACTION[effects[0].triggerEnd] * 100;
  const animation = el.animate(keyframes, {
    timeline: new Timeline({ subject: el, axis: 'block' }),
    fill: 'both',
    easing: 'linear',
    rangeStart: `entry-crossing ${start}%`,
    rangeEnd: `exit-crossing ${end}%`,
  } as KeyframeAnimationOptions);
  return () => animation.cancel();
}
