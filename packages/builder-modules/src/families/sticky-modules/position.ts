import type { Sticky } from './config';

/** Measured in document coordinates (px). */
export interface Box {
  top: number;
  height: number;
}

export interface Placement {
  /** Where it sticks: not at all, to the top or to the bottom. */
  state: 'none' | 'top' | 'bottom';
  /** Its top in the viewport while it sticks (px). */
  top: number;
  /** Whether it is held back by its limit (moving with the limit's edge). */
  paused: boolean;
}

/**
 * Where a sticky module goes for a scroll position, from its place in the flow (`natural`), the viewport, the
 * height of the top-stuck modules above it it stacks under (`above`), and its limits' boxes.
 * Top: sticks once its top would pass its offset; pauses when its bottom would pass the bottom limit's bottom.
 * Bottom: sticks while its bottom would be below the viewport's bottom minus its offset; pauses at the top
 * limit's top.
 */
export function place(s: Sticky, natural: Box, scrollY: number, viewport: number, above: number, limits: { top: Box | null; bottom: Box | null }): Placement {
  const canTop = s.position === 'top' || s.position === 'top_bottom';
  const canBottom = s.position === 'bottom' || s.position === 'top_bottom';
  const fixedTop = s.topOffset + (s.offsetSurrounding ? above : 0);
  if (canTop && scrollY + fixedTop > natural.top) {
    const limit = limits.bottom;
    const maxTop = limit ? limit.top + limit.height - natural.height - scrollY : Infinity;
    // The limit's bottom already above where the module sits in the flow: nothing to stick within.
    if (limit && limit.top + limit.height <= natural.top + natural.height) return { state: 'none', top: 0, paused: false };
    return fixedTop > maxTop ? { state: 'top', top: maxTop, paused: true } : { state: 'top', top: fixedTop, paused: false };
  }
  const bottomTop = viewport - s.bottomOffset - natural.height;
  if (canBottom && natural.top - scrollY > bottomTop) {
    const limit = limits.top;
    const minTop = limit ? limit.top - scrollY : -Infinity;
    if (limit && limit.top >= natural.top) return { state: 'none', top: 0, paused: false };
    return bottomTop < minTop ? { state: 'bottom', top: minTop, paused: true } : { state: 'bottom', top: bottomTop, paused: false };
  }
  return { state: 'none', top: 0, paused: false };
}

/**
 * The scroll positions at which `place` can change for a module with `above` px of stuck modules above it: where
 * its top reaches its offset and its limit holds it (top), where its bottom leaves its bottom offset and its limit
 * holds it (bottom), and where a held module leaves the viewport. Between them the placement is the same, or (held
 * by a limit) moves with the page.
 */
export function crossingsOf(s: Sticky, natural: Box, viewport: number, above: number, limits: { top: Box | null; bottom: Box | null }): number[] {
  const out: number[] = [];
  if (s.position === 'top' || s.position === 'top_bottom') {
    const fixedTop = s.topOffset + (s.offsetSurrounding ? above : 0);
    out.push(natural.top - fixedTop);
    const limit = limits.bottom;
    if (limit) out.push(limit.top + limit.height - natural.height - fixedTop, limit.top + limit.height);
  }
  if (s.position === 'bottom' || s.position === 'top_bottom') {
    const bottomTop = viewport - s.bottomOffset - natural.height;
    out.push(natural.top - bottomTop);
    const limit = limits.top;
    if (limit) out.push(limit.top - bottomTop, limit.top - viewport);
  }
  return out;
}
