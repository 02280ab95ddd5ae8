import { defineWidget } from '@dropins/core';
import { manifest } from './manifest';
import { fullscreenHeader } from './fullscreen-height';
import { scrollDown } from './scroll-down';

/** Fullwidth headers: the scroll-down button and the fullscreen height. */
export const family = () => defineWidget({
  name: 'builder-modules-header',
  selector: manifest.selector,
  observe: true,
  mount(el, ctx) {
    const stops = [scrollDown(el, ctx), fullscreenHeader(el, ctx)];
    return () => stops.forEach((stop) => stop());
  },
});
