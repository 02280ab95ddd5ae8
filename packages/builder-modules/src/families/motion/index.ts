import { defineWidget } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { FamilyContext } from '../../family';
import { readMotionConfig } from './config';
import { startMotion } from './motion';

/**
 * Scroll motion effects (`et_pb_motion_elements`, one list per device): translate, rotate, scale, opacity and
 * blur between four viewport limits. Not in Divi's builders (the builder runs its own), and not for visitors who
 * asked for reduced motion (the elements stay in their resting place).
 */
export const family = ({ mode }: FamilyContext) => defineWidget({
  name: 'builder-modules-motion',
  selector: 'body',
  setup: readMotionConfig,
  mount(body, ctx) {
    if (mode.builder || prefersReducedMotion()) return;
    return startMotion(body, ctx);
  },
});
