import { readGlobal, type WidgetContext } from '@dropins/core';
import { readAnimationData } from './data';

/** `et_animation_data` (Divi's entrance animations, one entry per animated module), read once per page. */
export function readAnimationConfig(ctx: WidgetContext): ReturnType<typeof readAnimationData> {
  return readAnimationData(readGlobal('et_animation_data'), (m) => ctx.warn(m));
}
