import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { readCarouselTexts } from './config';
import { startPortfolio } from './start';

/**
 * The fullwidth portfolio module (`.et_pb_fullwidth_portfolio`): responsive columns and item heights, and in
 * carousel mode Divi's group carousel with arrows, swipes, keyboard and automatic rotation.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-portfolio-carousel',
  selector: manifest.selector,
  observe: true,
  setup: readCarouselTexts,
  mount: (el: HTMLElement, ctx) => startPortfolio(el, ctx, ctx.config),
});
