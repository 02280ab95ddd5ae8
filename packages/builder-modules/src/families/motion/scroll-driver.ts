import type { Cleanup } from '@dropins/core';
import { addFrameClient, layoutTop, renderMargin, type View } from '../../shared/scroll/scroll-loop';
import { progressOf, styleAt, type Effect, type MotionStyle } from './effects';

interface Tracked {
  el: HTMLElement;
  effects: readonly Effect[];
  top: number;
  height: number;
  last: MotionStyle | null;
}

/**
 * Drives elements' effects from the package's one passive scroll listener: positions are measured only when the
 * layout may have changed; each frame computes from the scroll position and writes only elements within the
 * render margin of the viewport whose style changed.
 */
export function driveOnScroll(items: ReadonlyArray<{ el: HTMLElement; effects: readonly Effect[] }>): Cleanup {
  const tracked: Tracked[] = items.map(({ el, effects }) => ({ el, effects, top: 0, height: 0, last: null }));
  return addFrameClient({
    measure() {
      for (const t of tracked) {
        t.top = layoutTop(t.el);
        t.height = t.el.offsetHeight;
      }
    },
    frame(view: View) {
      const margin = renderMargin();
      for (const t of tracked) {
        if (t.top + t.height < view.scrollY - margin || t.top > view.scrollY + view.height + margin) continue;
        const style = styleAt(t.effects, (e) => progressOf(t.top, t.height, view.scrollY, view.height, e.triggerStart, e.triggerEnd));
        write(t, style);
      }
    },
  });
}

function write(t: Tracked, style: MotionStyle) {
  const s = t.el.style;
  if (style.transform !== t.last?.transform) s.transform = style.transform;
  if (style.opacity !== t.last?.opacity) s.opacity = style.opacity;
  if (style.filter !== t.last?.filter) s.filter = style.filter;
  t.last = style;
}
