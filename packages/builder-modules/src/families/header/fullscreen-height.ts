import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';

/** Above this width WordPress's admin bar is fixed at the top (and counts against the window height). */
const ADMIN_BAR_MIN_WIDTH = 601;

const outer = (el: Element | null) => (el instanceof HTMLElement ? el.offsetHeight : 0);

/** The window height left for a fullscreen header: minus admin bar, top bar and main header (not for a vertical nav). */
export function fullscreenHeight(body: HTMLElement, section: HTMLElement): number {
  let chrome = window.innerWidth >= ADMIN_BAR_MIN_WIDTH ? outer(body.querySelector('#wpadminbar')) : 0;
  if (!body.classList.contains('et_vertical_nav')) {
    chrome += outer(body.querySelector('#top-header')) + outer(body.querySelector('#main-header'));
  }
  const style = getComputedStyle(section);
  const borders = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
  return Math.max(0, window.innerHeight - chrome - borders);
}

/**
 * Fullscreen fullwidth header (`section.et_pb_fullscreen`): `min-height` = the window height minus the fixed
 * chrome, written as one style and recomputed (once per frame at most) on resize.
 */
export function fullscreenHeader(el: Element, ctx: WidgetContext): Cleanup {
  if (!el.classList.contains('et_pb_fullscreen')) return () => undefined;
  const section = el as HTMLElement;
  const saved = section.style.minHeight;
  let frame = 0;
  const apply = () => {
    frame = 0;
    section.style.minHeight = `${fullscreenHeight(docProp('body', section.ownerDocument), section)}px`;
  };
  apply();
  ctx.listen(window, 'resize', () => {
    if (!frame) frame = requestAnimationFrame(apply);
  });
  return () => {
    cancelAnimationFrame(frame);
    section.style.minHeight = saved;
  };
}
