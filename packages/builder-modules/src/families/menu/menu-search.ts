import type { Cleanup, WidgetContext } from '@dropins/core';
import { asButton, setExpanded } from '../../shared/a11y/nav-button';
import { focusWhenShown } from '../../shared/a11y/nav-focus';
import { TABLET_MAX } from '../../shared/devices/breakpoints';

/** Divi's `frontend-builder-scripts.js`: the search container animates for 1000 ms; opening or closing is ignored meanwhile. */
export const MENU_SEARCH_ANIMATION_MS = 1000;
/** Divi's `frontend-builder-scripts.js` too: the logo's bottom margin, added to the search's top padding under a stacked logo. */
const LOGO_MARGIN_PX = 30;
const WRAP = 'et_pb_menu__wrap';
const BOX = 'et_pb_menu__search-container';
const ANIMATING = 'et_pb_is_animating';

/**
 * The menu module's own search (`.et_pb_menu__search-button`): opening hides the menu (`et_pb_menu__wrap--hidden`)
 * and shows the search container (`--visible`, `et_pb_is_animating` for 1000 ms) padded past the logo as Divi does,
 * with the menu links' font size, and focuses the field; the close button, leaving the field or Esc close it
 * (`--hidden`, then `--disabled` after 1000 ms; Esc also returns focus to the search button). An open mobile menu
 * closes first. The two icon buttons get names and `aria-expanded`.
 */
export function menuSearch(module: HTMLElement, ctx: WidgetContext): Cleanup {
  const button = module.querySelector<HTMLElement>('.et_pb_menu__search-button');
  const close = module.querySelector<HTMLElement>('.et_pb_menu__close-search-button');
  const wrap = module.querySelector<HTMLElement>(`.${WRAP}`);
  const box = module.querySelector<HTMLElement>(`.${BOX}`);
  const input = box?.querySelector<HTMLInputElement>('.et_pb_menu__search-input');
  if (!button || !wrap || !box || !input) return () => undefined;
  const undo = [asButton(button, 'Search', ctx), ...(close ? [asButton(close, 'Close search', ctx)] : [])];
  setExpanded([button], false);
  const logo = module.querySelector<HTMLElement>('.et_pb_row > .et_pb_menu__logo-wrap, .et_pb_menu_inner_container > .et_pb_menu__logo-wrap');
  const styleOf = (name: string) => module.classList.contains(`et_pb_menu--style-${name}`) || module.classList.contains(`et_pb_fullwidth_menu--style-${name}`);
  const animating = () => box.classList.contains(ANIMATING);
  let stop: Cleanup = () => undefined;
  const pad = () => {
    box.style.paddingTop = '0px';
    if (!logo) return;
    if (styleOf('left_aligned')) {
      box.style.paddingLeft = `${logo.offsetWidth}px`;
      return;
    }
    box.style.paddingLeft = '0px';
    if (window.innerWidth <= TABLET_MAX || styleOf('centered')) box.style.paddingTop = `${logo.offsetHeight > 0 ? logo.offsetHeight + LOGO_MARGIN_PX : 0}px`;
  };
  const open = () => {
    if (animating()) return;
    module.querySelector<HTMLElement>('.mobile_nav.opened .mobile_menu_bar')?.click();
    wrap.classList.remove(`${WRAP}--visible`);
    wrap.classList.add(`${WRAP}--hidden`);
    box.classList.remove(`${BOX}--hidden`, `${BOX}--disabled`);
    box.classList.add(`${BOX}--visible`, ANIMATING);
    pad();
    const link = module.querySelector('.et-menu-nav li a');
    if (link) input.style.fontSize = getComputedStyle(link).fontSize;
    setExpanded([button], true);
    focusWhenShown(input);
    stop();
    stop = ctx.later(MENU_SEARCH_ANIMATION_MS, () => {
      wrap.classList.add('et_pb_no_animation');
      box.classList.add('et_pb_no_animation');
      box.classList.remove(ANIMATING);
    });
  };
  const shut = (returnFocus: boolean) => {
    if (animating() || !box.classList.contains(`${BOX}--visible`)) return;
    wrap.classList.remove(`${WRAP}--hidden`);
    wrap.classList.add(`${WRAP}--visible`);
    box.classList.remove(`${BOX}--visible`);
    box.classList.add(`${BOX}--hidden`, ANIMATING);
    setExpanded([button], false);
    if (returnFocus) button.focus();
    else input.blur();
    stop();
    stop = ctx.later(MENU_SEARCH_ANIMATION_MS, () => {
      box.classList.remove(ANIMATING);
      box.classList.add(`${BOX}--disabled`);
    });
  };
  ctx.listen(button, 'click', open);
  if (close) ctx.listen(close, 'click', () => shut(false));
  ctx.listen(input, 'blur', () => shut(false));
  ctx.listen(box, 'keydown', (event) => {
    if (event.key === 'Escape') shut(true);
  });
  return () => {
    stop();
    undo.forEach((fn) => fn());
    button.removeAttribute('aria-expanded');
    wrap.classList.remove(`${WRAP}--hidden`, 'et_pb_no_animation');
    box.classList.remove(`${BOX}--visible`, `${BOX}--hidden`, ANIMATING, 'et_pb_no_animation');
    box.classList.add(`${BOX}--disabled`);
    for (const name of ['padding-top', 'padding-left']) box.style.removeProperty(name);
    input.style.removeProperty('font-size');
  };
}
