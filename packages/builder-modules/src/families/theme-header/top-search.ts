import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';

/** Divi's `custom.js`: opening or closing the header search locks it for 1000 ms (its CSS animation's length). */
export const SEARCH_LOCK_MS = 1000;
/** `custom.js` again: the search form is as wide as the menu plus 60 px. */
const FORM_EXTRA_WIDTH_PX = 60;
const OPEN_LABEL = 'Search';
const CLOSE_LABEL = 'Close search';

/**
 * The header's search (`#et_top_search`): the search icon (made a button) hides the menu
 * (`et_pb_menu_hidden`) and shows the form (`et_pb_search_visible`), focused; the close button, Esc or a click
 * outside the header closes it, and focus returns to the icon. Each change is locked for ~1000 ms
 * (`et_pb_is_animating`), then `et_pb_no_animation`.
 */
export function topSearch(header: HTMLElement, ctx: WidgetContext): Cleanup {
  const icon = header.querySelector<HTMLElement>('#et_search_icon');
  const menu = header.querySelector<HTMLElement>('.et_menu_container');
  const panel = header.querySelector<HTMLElement>('.et_search_form_container');
  const closeButton = panel?.querySelector<HTMLElement>('.et_close_search_field');
  const input = panel?.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
  if (!icon || !menu || !panel || !closeButton || !input) return () => undefined;
  const form = panel.querySelector<HTMLElement>('form');
  const undo = [asButton(icon, input.title.replace(/:\s*$/, '') || OPEN_LABEL, ctx), asButton(closeButton, CLOSE_LABEL, ctx)];
  setExpanded([icon], false);
  const locked = () => panel.classList.contains('et_pb_is_animating');
  const lock = () => {
    panel.classList.add('et_pb_is_animating');
    ctx.later(SEARCH_LOCK_MS, () => {
      menu.classList.add('et_pb_no_animation');
      panel.classList.add('et_pb_no_animation');
      panel.classList.remove('et_pb_is_animating');
    });
  };
  const isOpen = () => panel.classList.contains('et_pb_search_visible');
  const open = () => {
    if (locked() || isOpen()) return;
    menu.classList.remove('et_pb_menu_visible', 'et_pb_no_animation');
    menu.classList.add('et_pb_menu_hidden');
    panel.classList.remove('et_pb_search_form_hidden', 'et_pb_no_animation');
    panel.classList.add('et_pb_search_visible');
    panel.style.height = `${header.clientHeight}px`;
    const topMenu = header.querySelector<HTMLElement>('#top-menu');
    if (form && topMenu) form.style.maxWidth = `${topMenu.offsetWidth + FORM_EXTRA_WIDTH_PX}px`;
    lock();
    setExpanded([icon], true);
    input.focus();
  };
  const close = () => {
    if (locked() || !isOpen()) return;
    const hadFocus = panel.contains(docProp('activeElement', header.ownerDocument));
    menu.classList.remove('et_pb_menu_hidden', 'et_pb_no_animation');
    menu.classList.add('et_pb_menu_visible');
    panel.classList.remove('et_pb_search_visible', 'et_pb_no_animation');
    panel.classList.add('et_pb_search_form_hidden');
    lock();
    setExpanded([icon], false);
    if (hadFocus) icon.focus();
  };
  ctx.listen(icon, 'click', open);
  ctx.listen(closeButton, 'click', close);
  ctx.listen(panel, 'keydown', (event) => event.key === 'Escape' && close());
  ctx.listen(header.ownerDocument, 'mouseup', (event) => !header.contains(event.target as Node) && close());
  return () => {
    undo.forEach((fn) => fn());
    icon.removeAttribute('aria-expanded');
    menu.classList.remove('et_pb_menu_hidden', 'et_pb_menu_visible', 'et_pb_no_animation');
    panel.classList.remove('et_pb_search_visible', 'et_pb_search_form_hidden', 'et_pb_is_animating', 'et_pb_no_animation');
    panel.style.height = '';
  };
}
