import { docProp, defineWidget, type Cleanup } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { dropdowns } from './dropdowns';
import { markMegaMenus } from './mega-menu';
import { copyMenu, mobileMenu } from './mobile-menu';
import { reverseDirection } from './reverse-direction';
import { menuSearch } from './menu-search';
import { raiseMenuRow } from './row-layer';
import { cancelTopTierClicks, disableTopTier } from './top-tier';

/** The id of the copy: `mobile_menu` for the theme's menu, `mobile_menu<n>` for the n-th menu module of the page. */
function copyId(el: Element, nav: Element, body: HTMLElement): string {
  if (el.id === 'et-top-navigation') return 'mobile_menu';
  const all = [...body.querySelectorAll('.et-menu-nav ul.nav')];
  return `mobile_menu${all.indexOf(nav) + 1}`;
}

/**
 * Menus: the menu modules (`.et_pb_menu`, `.et_pb_fullwidth_menu`) and the theme's primary menu
 * (`#et-top-navigation` > `ul#top-menu`). Dropdowns on hover, keyboard focus and touch with `aria-expanded`; mega
 * menu column classes; sub-menus that would leave the window open the other way; the mobile copy and its toggle;
 * `et_disable_top_tier`; a menu module's row raised above the sections below (Divi's z-index 3)
 * and its own search.
 */
export const family = ({ mode, manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-menu',
  selector: manifest.selector,
  observe: true,
  mount(el: HTMLElement, ctx) {
    if (mode.builder) return;
    const theme = el.id === 'et-top-navigation';
    const nav = el.querySelector<HTMLElement>(theme ? 'ul#top-menu' : '.et-menu-nav ul.nav');
    if (!nav) return;
    const cleanups: Cleanup[] = [markMegaMenus(nav), disableTopTier(nav)];
    if (!theme) cleanups.push(raiseMenuRow(el), menuSearch(el, ctx));
    const lists = [nav];
    const mobileNav = el.querySelector<HTMLElement>('.mobile_nav');
    if (mobileNav) {
      // Page-level, read under body: the copy's number counts the page's menus, and the theme's mobile menu also
      // lists the secondary (top bar) menu's items, which sit beside the header.
      const body = docProp('body', el.ownerDocument);
      const secondary = theme ? body.querySelector('#et-secondary-nav') : null;
      const copy = copyMenu(nav, copyId(el, nav, body), secondary ? [...secondary.children] : []);
      cleanups.push(mobileMenu(mobileNav, copy, ctx));
      lists.push(copy);
    }
    cancelTopTierClicks(nav, lists, ctx);
    cleanups.push(dropdowns(nav, ctx), reverseDirection(nav, ctx));
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
