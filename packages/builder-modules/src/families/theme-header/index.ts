import { docProp, defineWidget, type Cleanup } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { cartCount } from './cart-count';
import { fixedHeader } from './fixed-header';
import { fullscreenMenu } from './fullscreen-menu';
import { nameSocialIcons } from './icon-names';
import { nameSearchForm } from './search-names';
import { slideIn } from './slide-in';
import { submenuArrows } from './submenu-arrows';
import { topSearch } from './top-search';

/**
 * The theme's own header (`#main-header`, pages without a Theme Builder header): the fixed and shrinking nav,
 * the slide-in and fullscreen menus with their sub-menu arrows, the header search, and names for the social icons
 * whose text Divi's CSS hides, and the top bar's cart count after WooCommerce updates the cart table. The primary menu's
 * dropdowns and mobile menu are the menu family's. Page-level by nature: reads under `body` only.
 */
export const family = ({ mode, manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-theme-header',
  selector: manifest.selector,
  mount(header: HTMLElement, ctx) {
    if (mode.builder) return;
    const body = docProp('body', header.ownerDocument);
    const style = (name: string) => body.classList.contains(`et_header_style_${name}`);
    const cleanups: Cleanup[] = [];
    if (body.classList.contains('et_fixed_nav')) cleanups.push(fixedHeader(header, body, ctx));
    if (style('slide')) cleanups.push(slideIn(header, body, ctx));
    if (style('fullscreen')) cleanups.push(fullscreenMenu(header, body, ctx));
    const menu = body.querySelector<HTMLElement>('.et_slide_in_menu_container');
    if (menu) cleanups.push(submenuArrows(body, ctx), nameSearchForm(menu));
    cleanups.push(topSearch(header, ctx), nameSocialIcons(body), cartCount(body, ctx));
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
