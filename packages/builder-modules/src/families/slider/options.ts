/**
 * What a slider module's classes ask for (Divi's `et_pb_slider_init`), and the index arithmetic of its moves.
 * Pure functions, no DOM writes.
 */

/** Auto-advance interval when `et_slider_auto` has no `et_slider_speed_N` class: the 7000 ms (Divi 4.27.5 uses 10 ms). */
export const DEFAULT_SPEED_MS = 7000;
/** Cross-fade of the module sliders: `et_pb_slider_init` passes fade_speed 700 (the simple slider's own default, 500, is the tabs'). */
export const FADE_MS = 700;

const SPEED_CLASS = /^et_slider_speed_(\d+)$/;

/** The auto-advance interval from a class list: `et_slider_speed_N` in ms, else DEFAULT_SPEED_MS (also for 0). */
export function parseSpeed(classes: Iterable<string>): number {
  for (const name of classes) {
    const match = SPEED_CLASS.exec(name);
    const ms = match ? Number(match[1]) : NaN;
    if (ms > 0 && Number.isSafeInteger(ms)) return ms;
  }
  return DEFAULT_SPEED_MS;
}

/** A move: to the next or previous slide (wrapping at both ends), or to an index. */
export type Move = 'next' | 'previous' | number;

/** `index` brought into 0..count-1, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide a move leads to from `current`; null when it leads nowhere (the same slide, or no such index). */
export function targetIndex(current: number, move: Move, count: number): number | null {
  if (count < 2) return null;
  if (move === 'next') return wrapIndex(current + 1, count);
  if (move === 'previous') return wrapIndex(current - 1, count);
  if (!Number.isInteger(move) || move < 0 || move >= count || move === current) return null;
  return move;
}

export interface SliderOptions {
  /** Gallery slider: the slides are `.et_pb_gallery_item`. */
  gallery: boolean;
  /** Inside a video slider module: bullets go below the slider, in the module. */
  videoSlider: boolean;
  arrows: boolean;
  bullets: boolean;
  /** Video slider thumbnails (`et_pb_slider_carousel`). */
  thumbnails: boolean;
  auto: boolean;
  speed: number;
  pauseOnHover: boolean;
}

/** Reads the module's classes. */
export function readOptions(el: Element): SliderOptions {
  const has = (name: string) => el.classList.contains(name);
  return {
    gallery: has('et_pb_gallery') || has('et_pb_gallery_fullwidth'),
    videoSlider: el.parentElement?.classList.contains('et_pb_video_slider') ?? false,
    arrows: !has('et_pb_slider_no_arrows'),
    bullets: !has('et_pb_slider_no_pagination'),
    thumbnails: has('et_pb_slider_carousel'),
    auto: has('et_slider_auto'),
    speed: parseSpeed(el.classList),
    pauseOnHover: !has('et_slider_auto_ignore_hover'),
  };
}
