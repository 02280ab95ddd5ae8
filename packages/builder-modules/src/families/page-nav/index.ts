import { defineWidget, type Cleanup } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { anchorScroll } from './anchor-scroll';
import { scrollTop } from './scroll-top';
import { sideNav } from './side-nav';

/**
 * Page navigation: the back-to-top button, the side navigation dots of `body.et_pb_side_nav_page`, and smooth
 * scrolling to in-page anchors (800 ms, below the fixed header, at once with reduced motion). Page-level by
 * nature: mounted on `body`.
 */
export const family = ({ mode, manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-page-nav',
  selector: 'body',
  mount(body: HTMLElement, ctx) {
    if (mode.builder) return;
    const cleanups: Cleanup[] = [anchorScroll(body, ctx)];
    const button = body.querySelector<HTMLElement>(manifest.selector);
    if (button) cleanups.push(scrollTop(button, body, ctx));
    if (body.classList.contains('et_pb_side_nav_page')) cleanups.push(sideNav(body, ctx));
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
