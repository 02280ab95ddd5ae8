import type { Cleanup } from '@dropins/core';
import { addFrameClient, layoutTop, renderMargin } from '../../shared/scroll/scroll-loop';
import { viewTimeline } from '../../shared/scroll/view-timeline';

/** The background moves at this fraction of the scroll speed (Divi's true parallax). */
export const SPEED = 0.3;

/**
 * The background's offset for a scroll position: 0.3 × (scrollY + viewport height − the wrap's top), i.e. 0 when
 * the wrap's top enters at the bottom of the viewport.
 */
export const parallaxOffset = (scrollY: number, viewport: number, wrapTop: number): number => SPEED * (scrollY + viewport - wrapTop);

/**
 * True parallax: the background is 0.3 × viewport height taller than its wrap and moves down at 0.3 of the
 * scroll speed while the wrap crosses the viewport. On a view timeline (no script per frame) where the browser
 * has one; on the package's scroll loop otherwise.
 */
export function trueParallax(bg: HTMLElement, wrap: HTMLElement): Cleanup {
  const saved = { height: bg.style.height, transform: bg.style.transform };
  const Timeline = viewTimeline();
  const stop = Timeline ? onTimeline(bg, wrap, Timeline) : onScroll(bg, wrap);
  return () => {
    stop();
    bg.style.height = saved.height;
    bg.style.transform = saved.transform;
  };
}

type TimelineCtor = NonNullable<ReturnType<typeof viewTimeline>>;

function onTimeline(bg: HTMLElement, wrap: HTMLElement, Timeline: TimelineCtor): Cleanup {
  let animation: Animation | null = null;
  let size = '';
  const build = () => {
    const viewport = window.innerHeight;
    const height = wrap.clientHeight;
    if (size === `${viewport}x${height}`) return;
    size = `${viewport}x${height}`;
    animation?.cancel();
    bg.style.height = `${SPEED * viewport + height}px`;
    const distance = SPEED * (viewport + height);
    animation = bg.animate([{ transform: 'translate(0, 0px)' }, { transform: `translate(0, ${distance}px)` }], {
      timeline: new Timeline({ subject: wrap, axis: 'block' }),
      fill: 'both',
      easing: 'linear',
      rangeStart: 'cover 0%',
      rangeEnd: 'cover 100%',
    } as KeyframeAnimationOptions);
  };
  build();
  // The sizes are the wrap's and the window's: rebuild when either changes, never on scroll.
  const rebuild = () => requestAnimationFrame(build);
  const observer = new ResizeObserver(rebuild);
  observer.observe(wrap);
  window.addEventListener('resize', rebuild, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', rebuild);
    animation?.cancel();
  };
}

function onScroll(bg: HTMLElement, wrap: HTMLElement): Cleanup {
  let top = 0;
  let height = 0;
  let last = '';
  return addFrameClient({
    measure() {
      top = layoutTop(wrap);
      height = wrap.clientHeight;
    },
    frame(view) {
      const margin = renderMargin();
      if (top + height < view.scrollY - margin || top > view.scrollY + view.height + margin) return;
      if (wrap.parentElement?.classList.contains('et_is_animating')) return;
      const transform = `translate(0, ${parallaxOffset(view.scrollY, view.height, top)}px)`;
      if (transform === last) return;
      last = transform;
      bg.style.height = `${SPEED * view.height + height}px`;
      bg.style.transform = transform;
    },
  });
}
