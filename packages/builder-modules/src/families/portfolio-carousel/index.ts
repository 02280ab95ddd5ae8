import { defineWidget } from '@dropins/core';
import { manifest } from './manifest';
import { readCarouselTexts } from './config';
import { startPortfolio } from './start';

/**
 * The fullwidth portfolio module (`.et_pb_fullwidth_portfolio`): responsive columns and item heights, and in
 * carousel mode Divi's group carousel with arrows, swipes, keyboard and automatic rotation.
 */
export const family = () => defineWidget({
  name: 'builder-modules-portfolio-carousel',
  selector: manifest.selector,
  observe: true,
  setup: readCarouselTexts,
  mount: (el, ctx) => startPortfolio(el, ctx, ctx.config),
});
