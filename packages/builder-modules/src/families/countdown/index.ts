import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { countdown } from './countdown';

/** Countdown timers (`.et_pb_countdown_timer`): the time left, every second, stopping at zero. */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-countdown',
  selector: manifest.selector,
  observe: true,
  mount: (el, ctx) => countdown(el, ctx),
});
