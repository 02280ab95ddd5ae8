import { docCreate, type Cleanup, type WidgetContext } from '@dropins/core';
import { slideDown, slideUp } from '@dropins/core/dom';

/** Divi's `custom.js`: the slide-in and fullscreen menus' sub-menus slide in 700 ms. */
export const SUBMENU_SLIDE_MS = 700;

/**
 * Sub-menus of the slide-in and fullscreen menus: each parent link gets Divi's `span.et_mobile_menu_arrow`; a
 * click on the arrow opens or closes the sub-menu with a 700 ms slide (`et_pb_submenu_opened` on the arrow,
 * `et_pb_slide_dropdown_opened` on the sub-menu). Keyboard focus on a parent link opens its sub-menu, so its
 * items follow in the Tab order; the link carries `aria-expanded`.
 */
export function submenuArrows(body: HTMLElement, ctx: WidgetContext): Cleanup {
  const root = body.querySelector<HTMLElement>('.et_pb_fullscreen_nav_container');
  if (!root) return () => undefined;
  const parents = [...root.querySelectorAll<HTMLElement>('li.menu-item-has-children')];
  const arrows: HTMLElement[] = [];
  const parts = (item: HTMLElement) => ({
    link: [...item.children].find((c): c is HTMLAnchorElement => c.tagName === 'A'),
    list: [...item.children].find((c): c is HTMLElement => c.tagName === 'UL'),
  });
  const toggle = (item: HTMLElement, open: boolean) => {
    const { link, list } = parts(item);
    const arrow = link?.querySelector('.et_mobile_menu_arrow');
    if (!link || !list || !arrow || arrow.classList.contains('et_pb_submenu_opened') === open) return;
    arrow.classList.toggle('et_pb_submenu_opened', open);
    list.classList.toggle('et_pb_slide_dropdown_opened', open);
    link.setAttribute('aria-expanded', String(open));
    void (open ? slideDown(list, SUBMENU_SLIDE_MS) : slideUp(list, SUBMENU_SLIDE_MS));
  };
  for (const item of parents) {
    const { link, list } = parts(item);
    if (!link || !list) continue;
    const arrow = docCreate('span', item.ownerDocument);
    arrow.className = 'et_mobile_menu_arrow';
    arrow.setAttribute('aria-hidden', 'true');
    link.append(arrow);
    arrows.push(arrow);
    link.setAttribute('aria-expanded', 'false');
    ctx.listen(arrow, 'click', (event) => {
      event.preventDefault();
      toggle(item, !arrow.classList.contains('et_pb_submenu_opened'));
    });
    ctx.listen(link, 'focus', () => link.matches(':focus-visible') && toggle(item, true));
  }
  return () => {
    arrows.forEach((arrow) => arrow.remove());
    for (const item of parents) parts(item).link?.removeAttribute('aria-expanded');
  };
}
