import { pageResource } from '@dropins/core';
import { fixedChromeOffset, prefersReducedMotion } from '@dropins/core/dom';
import { DESKTOP_MIN } from '../devices/breakpoints';

/** Divi's default duration for in-page scrolling (links, side dots, scroll-down, back to top). */
export const SCROLL_DURATION_MS = 800;
/** Divi counts the fixed header 1 px short (its bottom border overlaps the content). */
const FIXED_NAV_OVERLAP_PX = 1;

/** jQuery's "swing" easing: slow at both ends. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/**
 * How much of the top of the window fixed chrome covers, as Divi counts it: the theme's fixed header (top bar +
 * main header, above 980 px, on `body.et_fixed_nav`), the admin bar (above 600 px) and fixed Theme Builder header
 * sections. Reads only inside `body`.
 * @example scrollToY(target.getBoundingClientRect().top + scrollY - fixedHeaderOffset(document.body))
 */
export function fixedHeaderOffset(body: HTMLElement): number {
  const fixedNav = body.classList.contains('et_fixed_nav') && window.innerWidth >= DESKTOP_MIN;
  const nav = fixedNav ? [body.querySelector('#top-header'), body.querySelector('#main-header')] : [];
  const sections = body.querySelectorAll('.et-l--header .et_pb_section--fixed');
  return Math.max(0, fixedChromeOffset(body, [...nav, ...sections]) - (fixedNav ? FIXED_NAV_OVERLAP_PX : 0));
}

interface Running {
  scroll: { cancel(): void } | null;
}

/** The window's scroll in progress: a newer one cancels it, and so does a page reset. */
const running = pageResource((): Running => ({ scroll: null }), (state) => state.scroll?.cancel());

/** After the scroll's own time, how long it may keep following a target that still moves (a header shrinking). */
const SETTLE_MS = 500;

/** Where to scroll: a position, or a function read again each frame (the layout may shift on the way). */
export type ScrollTarget = number | (() => number);

// Rounded down: a target's top never ends a fraction of a pixel under the fixed chrome.
const resolveTarget = (target: ScrollTarget) => Math.max(0, Math.floor(typeof target === 'function' ? target() : target));

/**
 * Scrolls the window to `target` over `duration` ms (swing easing), or at once with reduced motion. A function
 * target is read again every frame, and after the duration the scroll follows it until it stops moving (at most
 * 500 ms more): a fixed header that shrinks on the way, or content that shifts, still ends in the right place.
 * A newer scroll cancels the older, and so does the visitor's own wheel, touch or key. Resolves when it ends.
 * @example await scrollToY(0) // back to top
 */
export function scrollToY(target: ScrollTarget, duration = SCROLL_DURATION_MS): Promise<void> {
  const state = running();
  state.scroll?.cancel();
  const from = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || from === resolveTarget(target)) {
    window.scrollTo(0, resolveTarget(target));
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let frame = 0;
    let last = NaN;
    const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of interrupts) window.removeEventListener(type, stop);
      if (state.scroll === handle) state.scroll = null;
      resolve();
    };
    const handle = { cancel: stop };
    const step = (now: number) => {
      const to = resolveTarget(target);
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, Math.round(from + (to - from) * swing(progress)));
      const settled = progress === 1 && (to === last || now - start > duration + SETTLE_MS);
      last = to;
      if (settled) stop();
      else frame = requestAnimationFrame(step);
    };
    state.scroll = handle;
    // Listen for interruptions from the next frame on: the key press that started this scroll (Enter on a
    // control) is still on its way up to the window and must not cancel it.
    frame = requestAnimationFrame((now) => {
      for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
      step(now);
    });
  });
}

/**
 * Scrolls so that `target`'s top sits just below the fixed chrome (Divi's `et_pb_smooth_scroll`).
 * @example await scrollToElement(section, document.body)
 */
export function scrollToElement(target: Element, body: HTMLElement, duration = SCROLL_DURATION_MS): Promise<void> {
  return scrollToY(() => target.getBoundingClientRect().top + window.scrollY - fixedHeaderOffset(body), duration);
}
