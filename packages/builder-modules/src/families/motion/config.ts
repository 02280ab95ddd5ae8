import { isRecord, readGlobal, standDown, type WidgetContext } from '@dropins/core';
import { readEffects } from './effects';
import type { MotionConfig } from './motion';

/** `et_pb_motion_elements`: one list of effects per device, read once per page; not an object stands the family down. */
export function readMotionConfig(ctx: WidgetContext): MotionConfig {
  const raw = readGlobal('et_pb_motion_elements');
  if (!isRecord(raw)) standDown('et_pb_motion_elements is not an object');
  const warn = (m: string) => ctx.warn(m);
  return { desktop: readEffects(raw.desktop, warn), tablet: readEffects(raw.tablet, warn), phone: readEffects(raw.phone, warn) };
}
