import { isRecord } from '@dropins/core';
import { effectValue, readLimits, RESOLVERS, DEFAULTS, type Limits, type Resolver } from '../../shared/animation/effect-values';

export type Trigger = 'top' | 'middle' | 'bottom';

/** One motion effect of one element, validated. */
export interface Effect {
  selector: string;
  resolver: Resolver;
  limits: Limits;
  values: readonly [start: number, mid: number, end: number];
  triggerStart: Trigger;
  triggerEnd: Trigger;
}

const TRIGGERS: readonly Trigger[] = ['top', 'middle', 'bottom'];
const trigger = (raw: unknown): Trigger => (TRIGGERS.includes(raw as Trigger) ? (raw as Trigger) : 'middle');

/**
 * Reads one device's list of `et_pb_motion_elements`; items that are not objects, have no selector or an unknown
 * resolver are dropped (reported through `onInvalid` once per list).
 */
export function readEffects(raw: unknown, onInvalid: (message: string) => void): Effect[] {
  if (!Array.isArray(raw)) return [];
  const out: Effect[] = [];
  let dropped = 0;
  for (const item of raw) {
    if (!isRecord(item) || typeof item.id !== 'string' || !item.id || !RESOLVERS.includes(item.resolver as Resolver)) {
      dropped++;
      continue;
    }
    const resolver = item.resolver as Resolver;
    const d = DEFAULTS[resolver];
    out.push({
      selector: item.id,
      resolver,
      limits: readLimits([item.start, item.midStart, item.midEnd, item.end]),
      values: [effectValue(resolver, item.startValue, d[4]), effectValue(resolver, item.midValue, d[5]), effectValue(resolver, item.endValue, d[6])],
      triggerStart: trigger(item.trigger_start),
      triggerEnd: trigger(item.trigger_end),
    });
  }
  if (dropped) onInvalid(`et_pb_motion_elements: ${dropped} malformed item(s) ignored`);
  return out;
}

/**
 * An effect's value at `progress` (0..100 % of its scroll range): startValue up to `start`, then linear to
 * midValue at `midStart`, held until `midEnd`, linear to endValue at `end`, held after.
 */
export function valueAt(effect: Effect, progress: number): number {
  const [start, midStart, midEnd, end] = effect.limits;
  const [from, mid, to] = effect.values;
  const lerp = (a: number, b: number, x0: number, x1: number) => (x1 <= x0 ? b : a + ((b - a) * (progress - x0)) / (x1 - x0));
  if (progress <= start) return from;
  if (progress < midStart) return lerp(from, mid, start, midStart);
  if (progress <= midEnd) return mid;
  if (progress < end) return lerp(mid, to, midEnd, end);
  return to;
}

/** Pixels of translation per unit of Divi's translate values (motion-effects.js renders round(100 × v) px). */
const TRANSLATE_PX = 100;

export interface MotionStyle {
  transform: string;
  opacity: string;
  filter: string;
}

/**
 * The element's style when its effects are at `progress` (one number for all, or each effect's own).
 * Properties no effect drives are ''.
 */
export function styleAt(effects: readonly Effect[], progress: number | ((effect: Effect) => number)): MotionStyle {
  const v = new Map<Resolver, number>();
  for (const e of effects) v.set(e.resolver, valueAt(e, typeof progress === 'number' ? progress : progress(e)));
  const transform: string[] = [];
  const round2 = (n: number) => Math.round(n * 100) / 100;
  if (v.has('translateX')) transform.push(`translateX(${Math.round(TRANSLATE_PX * (v.get('translateX') as number))}px)`);
  if (v.has('translateY')) transform.push(`translateY(${Math.round(TRANSLATE_PX * (v.get('translateY') as number))}px)`);
  if (v.has('rotate')) transform.push(`rotate(${round2(v.get('rotate') as number)}deg)`);
  if (v.has('scale')) transform.push(`scale(${round2((v.get('scale') as number) / 100)})`);
  return {
    transform: transform.join(' '),
    opacity: v.has('opacity') ? String(round2((v.get('opacity') as number) / 100)) : '',
    filter: v.has('blur') ? `blur(${round2(v.get('blur') as number)}px)` : '',
  };
}

/** Every progress point where some effect changes slope (0 and 100 included), sorted: exact keyframe offsets. */
export function breakpointsOf(effects: readonly Effect[]): number[] {
  const points = new Set<number>([0, 100]);
  for (const e of effects) for (const l of e.limits) points.add(l);
  return [...points].sort((a, b) => a - b);
}

/** Where in an element a trigger sits, as a fraction of its height. */
export const TRIGGER_FRACTION: Record<Trigger, number> = { top: 0, middle: 0.5, bottom: 1 };

/**
 * Scroll progress (0..100) of an element: 0 while its start-trigger point is below the viewport's bottom edge,
 * 100 once its end-trigger point has passed the viewport's top edge.
 */
export function progressOf(top: number, height: number, scrollY: number, viewport: number, start: Trigger, end: Trigger): number {
  const from = top + height * TRIGGER_FRACTION[start] - viewport;
  const to = top + height * TRIGGER_FRACTION[end];
  if (to <= from) return scrollY >= to ? 100 : 0;
  return Math.min(100, Math.max(0, ((scrollY - from) / (to - from)) * 100));
}
