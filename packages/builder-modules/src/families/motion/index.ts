import { defineWidget, isRecord, readGlobal, standDown } from '@dropins/core';
import type { PageContext } from '../../family';
import { prefersReducedMotion } from '../../shared/timers';
import { readEffects } from './effects';
import { startMotion, type MotionConfig } from './motion';

/**
 * Scroll motion effects (`et_pb_motion_elements`, one list per device): translate, rotate, scale, opacity and
 * blur between four viewport limits. Not in Divi's builders (the builder runs its own), and not for visitors who
 * asked for reduced motion (the elements stay in their resting place).
 */
export const family = (page: PageContext) => defineWidget({
  name: 'builder-modules-motion',
  selector: 'body',
  setup(ctx): MotionConfig {
    const raw = readGlobal('et_pb_motion_elements');
    if (!isRecord(raw)) standDown('et_pb_motion_elements is not an object');
    const warn = (m: string) => ctx.warn(m);
    return { desktop: readEffects(raw.desktop, warn), tablet: readEffects(raw.tablet, warn), phone: readEffects(raw.phone, warn) };
  },
  mount(body, ctx) {
    if (page.mode.builder || prefersReducedMotion()) return;
    return startMotion(body, ctx);
  },
});
