import { readConfig, readGlobal, str, type ConfigOf, type WidgetContext } from '@dropins/core';

/** The `et_pb_custom` texts the portfolio carousel uses (arrow labels). */
const TEXTS = { previous: str('Previous'), next: str('Next') };

export type CarouselTexts = ConfigOf<typeof TEXTS>;

/** Our own texts for screen readers (Divi prints none). */
export const LABELS = {
  carousel: 'Projects',
  group: 'Projects {first} to {last} of {count}',
};

/** Default auto-rotate interval when `data-auto-rotate-speed` is missing or not a number (Divi's module default). */
export const DEFAULT_ROTATE_MS = 7000;

/** Reads the arrow texts once per page (a page without `et_pb_custom` gets the English defaults). */
export function readCarouselTexts(ctx: WidgetContext): CarouselTexts {
  const raw = readGlobal('et_pb_custom');
  return readConfig(raw === undefined ? {} : raw, TEXTS, 'et_pb_custom', (m) => ctx.warn(m));
}

/** The auto-rotate interval of a module: null when it does not rotate; bad speeds give one warning and the default. */
export function rotateInterval(module: HTMLElement, warn: (message: string) => void): number | null {
  if (module.getAttribute('data-auto-rotate') !== 'on') return null;
  const raw = module.getAttribute('data-auto-rotate-speed');
  const ms = Number(raw);
  if (raw !== null && Number.isSafeInteger(ms) && ms > 0) return ms;
  warn(`data-auto-rotate-speed "${raw ?? ''}" is not a number of milliseconds; rotating every ${DEFAULT_ROTATE_MS} ms`);
  return DEFAULT_ROTATE_MS;
}
