import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { focusables } from '@dropins/core/ui';
import { prefersReducedMotion, watchSwipe, type Swipe } from '@dropins/core/dom';
import { focusWhenShown } from '../../shared/a11y/nav-focus';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';

/** Divi's `custom.js`: the container is hidden 700 ms after it starts sliding out (its CSS transition's length). */
export const SLIDE_MENU_MS = 700;
/** A swipe that opens the menu must start this close to the right edge of the screen (as in `custom.js`). */
export const EDGE_PX = 30;
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

/**
 * What a swipe (core's: jQuery Mobile's thresholds, which Divi listens to) does to the slide-in menu: to the left from
 * within 30 px of the right edge it opens the menu, to the right it closes it; anything else does nothing.
 */
export function swipeAction(swipe: Swipe, startX: number, screenWidth: number, isOpen: boolean): 'open' | 'close' | null {
  if (swipe === 'left' && !isOpen && startX >= screenWidth - EDGE_PX) return 'open';
  if (swipe === 'right' && isOpen) return 'close';
  return null;
}

/** Touch swipes on the window (one finger): from the right edge to the left opens, to the right closes. */
function listenForSwipes(ctx: WidgetContext, isOpen: () => boolean, open: () => void, close: () => void): void {
  watchSwipe(window, ctx, (swipe, from) => {
    const action = swipeAction(swipe, from.x, screenRight(), isOpen());
    if (action === 'open') open();
    else if (action === 'close') close();
  });
}
