import type { Cleanup, WidgetContext } from '@dropins/core';
import { fixedChromeOffset } from '@dropins/core/dom';
import { DESKTOP_MIN, onDeviceChange } from '../../shared/devices/breakpoints';
import { fireDiviEvent } from '../../shared/contracts/divi-events';
import { addFrameClient, layoutTop, requestMeasure } from '../../shared/scroll/scroll-loop';
import { headerTrigger, isPastHeader } from './offsets';

const FIXED_CLASS = 'et-fixed-header';
/** Divi's small-screen page padding is the header's height less this (the header's bottom border overlaps). */
const SMALL_SCREEN_OVERLAP_PX = 1;
/** Divi's `custom.js`: the fixed-header transition events other plugins listen to; the end one 400 ms after the start. */
export const TRANSITION_START = 'ETDiviFixedHeaderTransitionStart';
export const TRANSITION_END = 'ETDiviFixedHeaderTransitionEnd';
export const TRANSITION_MS = 400;

/**
 * The fixed, shrinking header (`body.et_fixed_nav`, above 980 px): `#page-container` gets the header's height as
 * top padding, `#main-header` sits below the admin bar and the top bar, and once the content passes Divi's
 * trigger line `#main-header` and `#top-header` get `et-fixed-header` (Divi's CSS shrinks them) and
 * `#page-container` `et-animated-content`. At 980 px and below nothing is fixed or shrinks, but the padding (less
 * 1 px) and the header's top are written as Divi writes them there too (its CSS makes the header absolute).
 */
export function fixedHeader(header: HTMLElement, body: HTMLElement, ctx: WidgetContext): Cleanup {
  const page = body.querySelector<HTMLElement>('#page-container');
  const topBar = body.querySelector<HTMLElement>('#top-header');
  const content = body.querySelector<HTMLElement>('#main-content') ?? header.nextElementSibling;
  if (!page || !(content instanceof HTMLElement)) return () => undefined;
  let trigger = Infinity;
  let contentTop = 0;
  let active = false;
  let fixedNow = false;
  /** Divi's `fix_padding` when the header fixes: the page padding less the (unshrunk) header and top bar, plus 1. */
  let fixShift = 1;
  let stopEnd: Cleanup = () => undefined;
  const setFixed = (fixed: boolean) => {
    for (const el of [header, topBar]) el?.classList.toggle(FIXED_CLASS, fixed);
    page.classList.toggle('et-animated-content', fixed);
  };
  let measuredWidth = -1;
  const measure = () => {
    const width = window.innerWidth;
    const wasFixed = header.classList.contains(FIXED_CLASS);
    // While fixed, the header is shrunk and may be mid-transition: the sizes measured unfixed stand at the same width
    // (re-reading them then wrote the shrunk height into the padding, and the page jumped up).
    if (wasFixed && width === measuredWidth) {
      contentTop = layoutTop(content);
      return;
    }
    measuredWidth = width;
    active = width >= DESKTOP_MIN;
    setFixed(false);
    const adminBar = fixedChromeOffset(body);
    const topHeight = topBar?.offsetHeight ?? 0;
    // Divi writes both at every width (et_fix_page_container_position): at 980 px and below the header is absolute
    // and the padding is its height measured on the fly, less one pixel.
    page.style.paddingTop = `${header.offsetHeight + topHeight - (active ? 0 : SMALL_SCREEN_OVERLAP_PX)}px`;
    header.style.top = `${adminBar + topHeight}px`;
    trigger = headerTrigger(header.offsetHeight, adminBar);
    fixShift = Number.parseFloat(page.style.paddingTop) - header.offsetHeight - topHeight + 1;
    contentTop = layoutTop(content);
    fixedNow = wasFixed && active;
    setFixed(fixedNow);
    // Divi's CSS eases the header back from its shrunk size (0.4 s): what was read meanwhile is not its own size.
    const easing = header.getAnimations?.({ subtree: true }).filter((a) => a.playState === 'running') ?? [];
    if (easing.length) void Promise.all(easing.map((a) => a.finished.catch(() => undefined))).then(requestMeasure);
  };
  /**
   * As Divi's waypoint: the classes, `#page-container`'s margin-top (`-fix_padding`: 1 px less on the way back, and
   * no change on the way in for a hidden or transparent nav), then `ETDiviFixedHeaderTransitionStart` on the window
   * and `…End` 400 ms later, each with `detail.marginTop`.
   */
  const transition = (fixed: boolean) => {
    if (fixed === fixedNow) return;
    fixedNow = fixed;
    setFixed(fixed);
    const keepsMargin = fixed && (body.classList.contains('et_hide_nav') || body.classList.contains('et_transparent_nav'));
    const shift = fixed ? fixShift : 1;
    if (!keepsMargin) page.style.marginTop = `${-shift}px`;
    const detail = { marginTop: keepsMargin ? 0 : -shift };
    fireDiviEvent(window, TRANSITION_START, detail, { args: [detail] });
    stopEnd();
    stopEnd = ctx.later(TRANSITION_MS, () => fireDiviEvent(window, TRANSITION_END, detail, { args: [detail] }));
  };
  const stopLoop = addFrameClient({
    measure,
    frame: (view) => transition(active && isPastHeader(view.scrollY, contentTop, trigger)),
    // Below 981 px nothing fixes; above, the state changes only at the top and where the content passes the trigger.
    crossings: () => (active ? [0, contentTop - trigger] : []),
  });
  const stopDevice = onDeviceChange(() => ctx.guard(measure));
  return () => {
    stopLoop();
    stopDevice();
    stopEnd();
    setFixed(false);
    page.style.paddingTop = '';
    page.style.marginTop = '';
    header.style.top = '';
  };
}
