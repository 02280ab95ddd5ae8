import { readConfig, readGlobal, str, type ConfigOf, type WidgetContext } from '@dropins/core';

/** The `et_pb_custom` texts the sliders use (arrow labels). */
const TEXTS = { previous: str('Previous'), next: str('Next') };

export type SliderTexts = ConfigOf<typeof TEXTS>;

/** Our own texts for screen readers (Divi prints none). `{n}` and `{count}` are filled in. */
export const LABELS = {
  carousel: 'Slider',
  gallery: 'Image gallery',
  video: 'Video slider',
  posts: 'Posts',
  slide: '{n} of {count}',
  bullet: 'Show slide {n} of {count}',
  thumbnail: 'Show video {n} of {count}',
};

/** Fills `{name}` placeholders of a label. */
export function label(text: string, values: Record<string, number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Reads the arrow texts once per page (a page without `et_pb_custom` gets the English defaults). */
export function readSliderTexts(ctx: WidgetContext): SliderTexts {
  const raw = readGlobal('et_pb_custom');
  return readConfig(raw === undefined ? {} : raw, TEXTS, 'et_pb_custom', (m) => ctx.warn(m));
}
