import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { eachFrame, fixedChromeOffset } from '@dropins/core/dom';

/** The window height left for a fullscreen header: minus admin bar, top bar and main header (not for a vertical nav). */
export function fullscreenHeight(body: HTMLElement, section: HTMLElement): number {
  const nav = body.classList.contains('et_vertical_nav') ? [] : [body.querySelector('#top-header'), body.querySelector('#main-header')];
  const chrome = fixedChromeOffset(body, nav);
  const style = getComputedStyle(section);
  const borders = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
  return Math.max(0, window.innerHeight - chrome - borders);
}

/**
 * Fullscreen fullwidth header (`section.et_pb_fullscreen`): `min-height` = the window height minus the fixed
 * chrome, written as one style and recomputed (once per frame at most) on resize.
 */
export function fullscreenHeader(section: HTMLElement, ctx: WidgetContext): Cleanup {
  if (!section.classList.contains('et_pb_fullscreen')) return () => undefined;
  const saved = section.style.minHeight;
  const apply = () => {
    section.style.minHeight = `${fullscreenHeight(docProp('body', section.ownerDocument), section)}px`;
  };
  apply();
  eachFrame(ctx, window, ['resize'], apply);
  return () => {
    section.style.minHeight = saved;
  };
}
