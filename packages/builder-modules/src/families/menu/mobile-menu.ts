import { docCreate, pageResource, type Cleanup, type WidgetContext } from '@dropins/core';
import { slideDown, slideUp } from '@dropins/core/dom';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';

/** Divi's mobile menu slides open and shut in 500 ms (FBGF `et_duplicate_menu`). */
export const MOBILE_MENU_SLIDE_MS = 500;
/** Name of the toggle when the markup gives it no text (Divi prints an empty span). */
const MENU_LABEL = 'Menu';

/** The open mobile menus of the page: opening one closes the others, as in Divi. */
const openMenus = pageResource(() => new Set<() => void>());

/**
 * Divi's copy of a desktop menu for small screens: `ul#<id>.et_mobile_menu` (first item `et_first_mobile_item`,
 * ids inside the copy removed so none is duplicated), plus `extra` items (the theme's secondary menu).
 */
export function copyMenu(nav: HTMLElement, id: string, extra: readonly Element[] = []): HTMLUListElement {
  const copy = docCreate('ul', nav.ownerDocument);
  copy.id = id;
  copy.className = 'et_mobile_menu';
  for (const item of [...nav.children, ...extra]) copy.append(item.cloneNode(true));
  for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id');
  copy.firstElementChild?.classList.add('et_first_mobile_item');
  return copy;
}

/**
 * The mobile menu: the copy goes into `.mobile_nav`, and `.mobile_menu_bar` (made a button with
 * `aria-expanded`) toggles `closed` / `opened` with a 500 ms slide; a link followed inside closes it, and so does
 * Esc (focus back on the toggle).
 */
export function mobileMenu(mobileNav: HTMLElement, copy: HTMLUListElement, ctx: WidgetContext): Cleanup {
  const bar = mobileNav.querySelector<HTMLElement>('.mobile_menu_bar');
  if (!bar) return () => undefined;
  const label = mobileNav.querySelector('.select_page')?.textContent?.trim() || MENU_LABEL;
  copy.style.display = 'none';
  mobileNav.append(copy);
  const undoButton = asButton(bar, label, ctx);
  bar.setAttribute('aria-controls', copy.id);
  setExpanded([bar], false);
  const isOpen = () => mobileNav.classList.contains('opened');
  const close = () => {
    if (!isOpen()) return;
    openMenus().delete(close);
    mobileNav.classList.replace('opened', 'closed');
    setExpanded([bar], false);
    void slideUp(copy, MOBILE_MENU_SLIDE_MS);
  };
  const open = () => {
    for (const other of [...openMenus()]) other();
    openMenus().add(close);
    mobileNav.classList.replace('closed', 'opened');
    setExpanded([bar], true);
    void slideDown(copy, MOBILE_MENU_SLIDE_MS);
  };
  ctx.listen(mobileNav, 'click', (event) => {
    const target = event.target as Element;
    if (copy.contains(target)) {
      if (target.closest('a') && !event.defaultPrevented) close();
      return;
    }
    if (target.closest('.mobile_menu_bar, .select_page')) (isOpen() ? close : open)();
  });
  ctx.listen(mobileNav, 'keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    close();
    bar.focus();
  });
  return () => {
    openMenus().delete(close);
    undoButton();
    bar.removeAttribute('aria-controls');
    bar.removeAttribute('aria-expanded');
    mobileNav.classList.replace('opened', 'closed');
    copy.remove();
  };
}
