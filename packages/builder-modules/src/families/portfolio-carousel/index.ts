import { defineWidget } from '@dropins/core';
import { readCarouselTexts } from './config';
import { startPortfolio } from './start';

/**
 * The fullwidth portfolio module (`.et_pb_fullwidth_portfolio`): responsive columns and item heights, and in
 * carousel mode Divi's group carousel with arrows, swipes, keyboard and automatic rotation.
 */
export const definition = defineWidget({
  name: 'builder-modules-portfolio-carousel',
  selector: '.et_pb_fullwidth_portfolio',
  observe: true,
  setup: readCarouselTexts,
  mount: (el, ctx) => startPortfolio(el, ctx, ctx.config),
});
