import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { circleCounter } from './circle-counter';
import { numberCounter } from './number-counter';

/**
 * Number counters (`.et_pb_number_counter`) and circle counters (`.et_pb_circle_counter_inner`): count from 0 to
 * the target once in view, 1800 ms (reduced motion: the target at once); screen readers get the final value.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-counters',
  selector: manifest.selector,
  observe: true,
  mount: (el: HTMLElement, ctx) => (el.classList.contains('et_pb_circle_counter_inner') ? circleCounter(el, ctx) : numberCounter(el, ctx)),
});
