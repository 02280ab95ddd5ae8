import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { focusables, trapTab } from '@dropins/core/ui';
import { prefersReducedMotion } from '@dropins/core/dom';
import { focusWhenShown } from '../../shared/a11y/nav-focus';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';

/** Divi's `custom.js`: `et_pb_fullscreen_menu_animated` is removed 1000 ms after closing (its CSS fade's length). */
export const FULLSCREEN_FADE_MS = 1000;
/** `custom.js` again: the menu container's top padding is the top bar's height plus this (at load and on every open). */
const TOP_BAR_GAP_PX = 20;
const OPEN_LABEL = 'Menu';
const CLOSE_LABEL = 'Close menu';
/** While open, the menu covers the page and keeps focus: a modal dialog for assistive technology. */
const DIALOG: ReadonlyArray<[string, string]> = [['role', 'dialog'], ['aria-modal', 'true'], ['aria-label', OPEN_LABEL]];

/**
 * The fullscreen menu (header style "fullscreen"): every `.et_toggle_fullscreen_menu` (the header's and the close
 * bar inside the menu, made buttons) toggles container `et_pb_fullscreen_menu_opened` and body
 * `et_pb_fullscreen_menu_active`. While open it behaves as a dialog: focus moves in and Tab stays inside; Esc,
 * leaving the tab, or following an in-page link closes it, and focus returns to the header's toggle.
 */
export function fullscreenMenu(header: HTMLElement, body: HTMLElement, ctx: WidgetContext): Cleanup {
  const container = body.querySelector<HTMLElement>('.et_slide_in_menu_container');
  const toggles = [...body.querySelectorAll<HTMLElement>('.et_toggle_fullscreen_menu')];
  const opener = toggles.find((t) => header.contains(t));
  if (!container || !opener) return () => undefined;
  const undo = toggles.map((t) => asButton(t, container.contains(t) ? CLOSE_LABEL : OPEN_LABEL, ctx));
  setExpanded(toggles, false);
  const padBelowTopBar = () => {
    const topBar = container.querySelector<HTMLElement>('.et_slide_menu_top');
    if (topBar) container.style.paddingTop = `${topBar.offsetHeight + TOP_BAR_GAP_PX}px`;
  };
  padBelowTopBar();
  let stopFade = () => {};
  const isOpen = () => container.classList.contains('et_pb_fullscreen_menu_opened');
  const open = () => {
    stopFade();
    container.classList.add('et_pb_fullscreen_menu_opened', 'et_pb_fullscreen_menu_animated');
    // Shown at once (its fade is opacity), so that focus can move in before a visibility transition ends.
    container.style.visibility = 'visible';
    for (const [name, value] of DIALOG) container.setAttribute(name, value);
    body.classList.add('et_pb_fullscreen_menu_active');
    padBelowTopBar();
    setExpanded(toggles, true);
    focusWhenShown(focusables(container)[0]);
  };
  const close = () => {
    if (!isOpen()) return;
    const hadFocus = container.contains(docProp('activeElement', body.ownerDocument));
    container.classList.remove('et_pb_fullscreen_menu_opened');
    container.style.removeProperty('visibility');
    for (const [name] of DIALOG) container.removeAttribute(name);
    body.classList.remove('et_pb_fullscreen_menu_active');
    setExpanded(toggles, false);
    const done = () => container.classList.remove('et_pb_fullscreen_menu_animated');
    if (prefersReducedMotion()) done();
    else stopFade = ctx.later(FULLSCREEN_FADE_MS, done);
    if (hadFocus) opener.focus();
  };
  for (const toggle of toggles) ctx.listen(toggle, 'click', () => (isOpen() ? close() : open()));
  ctx.listen(container, 'keydown', (event) => {
    if (event.key === 'Escape') close();
    else if (isOpen()) trapTab(event, container);
  });
  ctx.listen(container, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && link.hash && link.pathname === location.pathname) close();
  });
  ctx.listen(body.ownerDocument, 'visibilitychange', () => docProp('hidden', body.ownerDocument) && close());
  return () => {
    stopFade();
    undo.forEach((fn) => fn());
    for (const toggle of toggles) toggle.removeAttribute('aria-expanded');
    container.classList.remove('et_pb_fullscreen_menu_opened', 'et_pb_fullscreen_menu_animated');
    container.style.removeProperty('visibility');
    container.style.removeProperty('padding-top');
    for (const [name] of DIALOG) container.removeAttribute(name);
    body.classList.remove('et_pb_fullscreen_menu_active');
  };
}
