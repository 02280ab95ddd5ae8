import type { Cleanup } from '@dropins/core';
import { addFrameClient, type View } from '../../shared/scroll/scroll-loop';
import { limitElement, type Sticky } from './config';
import { crossingsOf, place, type Box, type Placement } from './position';
import { unstick, write, type StuckState } from './stick';

interface Tracked extends StuckState {
  sticky: Sticky;
  natural: Box & { left: number; width: number; marginTop: string; marginBottom: string };
  limits: { top: Box | null; bottom: Box | null };
  /** The last frame's: the height of the stuck modules above it, and where it went. */
  above: number;
  placement: Placement;
}

const docBox = (el: Element, scrollY: number): Box => {
  const r = el.getBoundingClientRect();
  return { top: r.top + scrollY, height: r.height };
};

/**
 * Sticky modules on the package's scroll loop: positions (the module's place in the flow, or its placeholder's
 * while it sticks, and its limits) are measured only when the layout may have changed; a frame places every
 * module from the scroll position alone, top-sticky modules in page order so that later ones stack under them.
 * Frames run only when the scroll crosses a point where some module sticks, pauses or leaves, and on every scroll
 * only while a module held by its limit is in view (it then moves with the page).
 */
export function runSticky(items: ReadonlyArray<{ el: HTMLElement; sticky: Sticky }>): Cleanup {
  const tracked: Tracked[] = items.map(({ el, sticky }) => ({
    el, sticky, placeholder: null, saved: null, state: 'none', top: '', paused: false,
    natural: { top: 0, height: 0, left: 0, width: 0, marginTop: '0px', marginBottom: '0px' },
    limits: { top: null, bottom: null }, above: 0, placement: { state: 'none', top: 0, paused: false },
  }));
  const stop = addFrameClient({
    measure() {
      const scrollY = window.scrollY;
      for (const t of tracked) {
        const inFlow = t.placeholder ?? t.el;
        const r = inFlow.getBoundingClientRect();
        const cs = getComputedStyle(t.el);
        t.natural = { top: r.top + scrollY, height: t.el.offsetHeight, left: r.left, width: r.width, marginTop: cs.marginTop, marginBottom: cs.marginBottom };
        const topLimit = limitElement(t.el, t.sticky.topLimit);
        const bottomLimit = limitElement(t.el, t.sticky.bottomLimit);
        t.limits = { top: topLimit && docBox(topLimit, scrollY), bottom: bottomLimit && docBox(bottomLimit, scrollY) };
      }
      tracked.sort((a, b) => a.natural.top - b.natural.top);
    },
    frame(view: View) {
      let above = 0;
      for (const t of tracked) {
        const p = place(t.sticky, t.natural, view.scrollY, view.height, above, t.limits);
        write(t, p, t.natural);
        t.above = above;
        t.placement = p;
        if (p.state === 'top' && !p.paused) above += t.natural.height;
      }
    },
    crossings(view: View) {
      const held = tracked.some((t) => t.placement.paused && t.placement.top < view.height && t.placement.top + t.natural.height > 0);
      return held ? 'every' : tracked.flatMap((t) => crossingsOf(t.sticky, t.natural, view.height, t.above, t.limits));
    },
  });
  return () => {
    stop();
    tracked.forEach(unstick);
  };
}
