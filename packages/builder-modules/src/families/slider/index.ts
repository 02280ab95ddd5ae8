import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { readSliderTexts } from './config';
import { startSlider } from './start';

/**
 * Divi's simple slider (`$.et_pb_simple_slider`) for the slider, fullwidth slider, post slider, video slider and
 * the gallery in slider mode: arrows, bullets, video thumbnails, keyboard, swipes, a 700 ms cross-fade, automatic
 * rotation with its pauses and a stop button, videos stopped on leave, Divi's classes and events, and the WAI-ARIA
 * carousel pattern.
 */
export const family = ({ manifest: { selector } }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-slider',
  selector,
  observe: true,
  setup: readSliderTexts,
  mount: (el: HTMLElement, ctx) => startSlider(el, ctx, ctx.config),
});
