import type { Cleanup, MountContext } from '@dropins/core';
import { currentDevice, onDeviceChange, type Device } from '../../shared/devices/breakpoints';
import type { Effect } from './effects';
import { driveOnScroll } from './scroll-driver';
import { viewTimeline } from '../../shared/scroll/view-timeline';
import { animateOnViewTimeline, oneRange } from './view-timeline';

export type MotionConfig = Record<Device, Effect[]>;

const STYLE_PROPS = ['transform', 'opacity', 'filter'] as const;

/**
 * Motion effects of the elements inside `root` for the current device, switched when the device changes.
 * Scroll-driven CSS (a view timeline) where the browser has it and an element's effects share one range; the
 * shared scroll loop otherwise.
 */
export function startMotion(root: Element, ctx: MountContext<MotionConfig>): Cleanup {
  let stop = apply(root, ctx, ctx.config[currentDevice()]);
  const unsubscribe = onDeviceChange((device) => {
    stop();
    stop = apply(root, ctx, ctx.config[device]);
  });
  return () => {
    unsubscribe();
    stop();
  };
}

/** Groups effects by element (a selector may match several elements; an element may have several effects). */
function byElement(root: Element, effects: readonly Effect[], ctx: MountContext<MotionConfig>): Map<HTMLElement, Effect[]> {
  const map = new Map<HTMLElement, Effect[]>();
  for (const effect of effects) {
    const found = ctx.guard(() => root.querySelectorAll<HTMLElement>(effect.selector), 'mount');
    if (!found) continue;
    for (const el of found) map.set(el, [...(map.get(el) ?? []), effect]);
  }
  return map;
}

function apply(root: Element, ctx: MountContext<MotionConfig>, effects: readonly Effect[]): Cleanup {
  const elements = byElement(root, effects, ctx);
  const saved = [...elements.keys()].map((el) => ({ el, style: STYLE_PROPS.map((p) => el.style.getPropertyValue(p)) }));
  const Timeline = viewTimeline();
  const cleanups: Cleanup[] = [];
  const onScroll: Array<{ el: HTMLElement; effects: Effect[] }> = [];
  for (const [el, list] of elements) {
    if (Timeline && oneRange(list)) cleanups.push(animateOnViewTimeline(el, list, Timeline));
    else onScroll.push({ el, effects: list });
  }
  if (onScroll.length) cleanups.push(driveOnScroll(onScroll));
  return () => {
    cleanups.forEach((c) => c());
    for (const { el, style } of saved) STYLE_PROPS.forEach((p, i) => el.style.setProperty(p, style[i]));
  };
}
