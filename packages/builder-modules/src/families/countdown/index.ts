import { defineWidget } from '@dropins/core';
import { countdown } from './countdown';

/** Countdown timers (`.et_pb_countdown_timer`): the time left, every second, stopping at zero. */
export const definition = defineWidget({
  name: 'builder-modules-countdown',
  selector: '.et_pb_countdown_timer',
  observe: true,
  mount: (el, ctx) => countdown(el, ctx),
});
