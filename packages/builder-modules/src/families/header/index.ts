import { defineWidget } from '@dropins/core';
import { fullscreenHeader } from './fullscreen-height';
import { scrollDown } from './scroll-down';

/** Fullwidth headers: the scroll-down button and the fullscreen height. */
export const definition = defineWidget({
  name: 'builder-modules-header',
  selector: '.et_pb_fullwidth_header',
  observe: true,
  mount(el, ctx) {
    const stops = [scrollDown(el, ctx), fullscreenHeader(el, ctx)];
    return () => stops.forEach((stop) => stop());
  },
});
