import { emit, type WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';
import { sameImages, type GalleryImage } from './images';
import { slideElement, thumbnailElement } from './render';
import type { Slider } from './slider';
import type { Thumbs } from './thumbs';

/** How long a swap waits for its first image before clearing the loading state anyway. */
const FIRST_IMAGE_WAIT = 4000;

export interface SwapParts {
  wrapper: HTMLElement;
  outer: Element;
  track: HTMLElement;
  strip: HTMLElement | null;
  slider: Slider;
  thumbs: Thumbs | null;
  /** No loading state (`preloader_disable`). */
  quiet: boolean;
  /** Passed first in every event, as WVG passes its plugin instance. */
  handle: object;
  onSwap(): void;
}

/** Resolves when the first slide's image has loaded or failed, or after a while (a hidden gallery never loads). */
function firstImage(ctx: WidgetContext, track: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const img = track.querySelector('img');
    if (!img || img.complete) return done();
    img.addEventListener('load', () => done(), { once: true, signal });
    img.addEventListener('error', () => done(), { once: true, signal });
    ctx.later(FIRST_IMAGE_WAIT, done);
  });
}

/**
 * Shows a list of images in WVG's markup with its loading state and events: the newest swap wins (a reset during
 * a slow swap is not lost, unlike the original), an unchanged list only goes back to the first image.
 * @returns `show(images)` and `current()`.
 */
export function createSwap(ctx: WidgetContext, parts: SwapParts, initial: GalleryImage[]) {
  const runner = ctx.latest();
  let images = initial;
  const { wrapper, outer, track, strip, handle } = parts;
  const raws = (list: GalleryImage[]) => list.map((i) => i.raw ?? i);
  function show(next: GalleryImage[]): void {
    if (sameImages(next, images)) return parts.slider.go(0);
    images = next;
    void runner.run(async (signal) => {
      if (!parts.quiet) wrapper.classList.add('loading-gallery');
      emit(wrapper, 'before_woo_variation_gallery_init', [handle, raws(next)]);
      emit(wrapper, 'woo_variation_gallery_slick_destroy', [handle]);
      parts.onSwap();
      track.replaceChildren(...next.map(slideElement));
      strip?.replaceChildren(...next.map(thumbnailElement));
      const many = next.length > 1;
      outer.classList.toggle('woo-variation-gallery-has-product-thumbnail', many);
      outer.classList.toggle('woo-variation-gallery-no-product-thumbnail', !many);
      parts.thumbs?.refresh();
      parts.slider.go(0, true);
      parts.thumbs?.mark(0);
      emit(wrapper, 'woo_variation_gallery_image_loading', [handle]);
      await firstImage(ctx, track, signal);
      if (signal.aborted) return;
      wrapper.classList.remove('loading-gallery');
      emit(wrapper, 'woo_variation_gallery_image_loaded', [handle]);
      emit(wrapper, 'woo_variation_gallery_slider_slick_init', [handle]);
      announce(`Gallery updated: ${next.length} ${many ? 'images' : 'image'}.`);
    });
  }
  return { show, current: () => images };
}
