import { readConfig, readGlobal, str, type ConfigOf, type WidgetContext } from '@dropins/core';

/** The keys of `et_pb_custom` the pagers use (their link texts). */
export const PAGER_TEXTS = { prev: str('Prev'), next: str('Next') };

export type PagerConfig = ConfigOf<typeof PAGER_TEXTS>;

/** Reads the pager texts once (a missing global gives Divi's English texts). */
export function readPagerTexts(ctx: WidgetContext): PagerConfig {
  const raw = readGlobal('et_pb_custom');
  return readConfig(raw === undefined ? {} : raw, PAGER_TEXTS, 'et_pb_custom', (m) => ctx.warn(m));
}
