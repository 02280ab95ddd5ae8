import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { fullscreenHeader } from './fullscreen-height';
import { scrollDown } from './scroll-down';

/** Fullwidth headers: the scroll-down button and the fullscreen height. */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-fullwidth-header',
  selector: manifest.selector,
  observe: true,
  mount(el: HTMLElement, ctx) {
    const stops = [scrollDown(el, ctx), fullscreenHeader(el, ctx)];
    return () => stops.forEach((stop) => stop());
  },
});
