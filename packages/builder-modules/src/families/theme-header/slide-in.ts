import { docProp, focusables, type Cleanup, type WidgetContext } from '@dropins/core';
import { focusWhenShown } from '../../shared/a11y/nav-focus';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';
import { prefersReducedMotion } from '../../shared/animation/timers';
import { swipeAction, type TouchPoint } from './swipe';

/** Divi CJS: the container is hidden 700 ms after it starts sliding out (its CSS transition's length). */
export const SLIDE_MENU_MS = 700;
const MENU_LABEL = 'Menu';

/**
 * The slide-in menu (header style "slide"): `.et_toggle_slide_menu` (made a button) slides
 * `.et_slide_in_menu_container` in from the right and pushes the page and the fixed header left by its width;
 * body `et_pb_slide_menu_active`, container `et_pb_slide_menu_opened`. Focus moves into the menu on opening and
 * back to the toggle on closing; Esc closes; on touch screens a swipe from the right edge opens, a swipe right closes.
 */
export function slideIn(header: HTMLElement, body: HTMLElement, ctx: WidgetContext): Cleanup {
  const container = body.querySelector<HTMLElement>('.et_slide_in_menu_container');
  const toggles = [...header.querySelectorAll<HTMLElement>('.et_toggle_slide_menu')];
  if (!container || !toggles.length) return () => undefined;
  const page = body.querySelector<HTMLElement>('#page-container');
  const undo = toggles.map((toggle) => asButton(toggle, MENU_LABEL, ctx));
  setExpanded(toggles, false);
  // Closed, the menu waits off screen to the right: hidden as after a closing, so neither Tab nor a screen reader
  // reaches its links, its search landmark or its contact line until it opens.
  if (!container.classList.contains('et_pb_slide_menu_opened')) container.style.display = 'none';
  let hide = () => {};
  const isOpen = () => container.classList.contains('et_pb_slide_menu_opened');
  const shift = (px: number) => {
    if (page) page.style.left = px ? `${-px}px` : '';
    if (getComputedStyle(header).position === 'fixed') header.style.left = px ? `${-px}px` : '';
  };
  const open = () => {
    hide();
    container.style.display = 'block';
    const width = container.offsetWidth;
    container.style.right = '0px';
    shift(width);
    body.classList.add('et_pb_slide_menu_active');
    container.classList.add('et_pb_slide_menu_opened');
    setExpanded(toggles, true);
    focusWhenShown(focusables(container)[0]);
  };
  const close = (returnFocus: boolean) => {
    container.style.right = `${-container.offsetWidth}px`;
    shift(0);
    body.classList.remove('et_pb_slide_menu_active');
    container.classList.remove('et_pb_slide_menu_opened');
    setExpanded(toggles, false);
    const done = () => (container.style.display = 'none');
    if (prefersReducedMotion()) done();
    else hide = ctx.later(SLIDE_MENU_MS, done);
    if (returnFocus) toggles[0].focus();
  };
  for (const toggle of toggles) ctx.listen(toggle, 'click', () => (isOpen() ? close(true) : open()));
  ctx.listen(body.ownerDocument, 'keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close(container.contains(docProp('activeElement', body.ownerDocument)));
  });
  listenForSwipes(ctx, isOpen, open, () => close(false));
  return () => {
    hide();
    undo.forEach((fn) => fn());
    for (const toggle of toggles) toggle.removeAttribute('aria-expanded');
    shift(0);
    body.classList.remove('et_pb_slide_menu_active');
    container.classList.remove('et_pb_slide_menu_opened');
    container.style.removeProperty('display');
    container.style.removeProperty('right');
  };
}

/** The right edge of what the visitor sees, in the touches' coordinates (a wide page can make the layout wider). */
function screenRight(): number {
  const view = window.visualViewport;
  return view ? view.offsetLeft + view.width : docProp('documentElement').clientWidth;
}

/** Touch swipes on the window (one finger): from the right edge to the left opens, to the right closes. */
function listenForSwipes(ctx: WidgetContext, isOpen: () => boolean, open: () => void, close: () => void): void {
  let start: TouchPoint | null = null;
  let last: TouchPoint | null = null;
  const pointOf = (event: Event): TouchPoint | null => {
    const touches = (event as TouchEvent).touches;
    return touches.length === 1 ? { x: touches[0].clientX, y: touches[0].clientY, time: event.timeStamp } : null;
  };
  ctx.listen(window, 'touchstart', (event) => (start = last = pointOf(event)), { passive: true });
  ctx.listen(window, 'touchmove', (event) => (last = pointOf(event)), { passive: true });
  ctx.listen(window, 'touchend', (event) => {
    // The last position the finger moved to (touchend's own point is not reliable across browsers).
    if (!start || !last) return;
    const action = swipeAction(start, { ...last, time: event.timeStamp }, screenRight(), isOpen());
    start = last = null;
    if (action === 'open') open();
    else if (action === 'close') close();
  }, { passive: true });
}
