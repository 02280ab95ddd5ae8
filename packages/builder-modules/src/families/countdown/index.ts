import { defineWidget } from '@dropins/core';
import { manifest } from './manifest';
import { countdown } from './countdown';

/** Countdown timers (`.et_pb_countdown_timer`): the time left, every second, stopping at zero. */
export const family = () => defineWidget({
  name: 'builder-modules-countdown',
  selector: manifest.selector,
  observe: true,
  mount: (el, ctx) => countdown(el, ctx),
});
