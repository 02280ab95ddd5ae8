import { emit, standDown, type Cleanup, type MountContext } from '@dropins/core';
import type { GalleryConfig, WvgOptions } from './config';
import { listenToForm } from './form-events';
import { imageFromElement, type GalleryImage } from './images';
import { openLightbox, wireTrigger } from './lightbox';
import { preloadImages } from './preload';
import { requestGallery } from './requests';
import { mountSlider } from './slider';
import { galleryStyle } from './style';
import { createSwap } from './swap';
import { mountThumbs } from './thumbs';
import { variationImages, formVariations } from './variations';
import { mountZoom } from './zoom';

/** The images the server printed: each slide's `<img>`, with its thumbnail's `src`. */
function printedImages(track: Element, strip: Element | null): GalleryImage[] {
  const thumbs = strip ? Array.from(strip.querySelectorAll('img')) : [];
  const images = Array.from(track.querySelectorAll<HTMLImageElement>('.wvg-gallery-image img')).map((img, i) => imageFromElement(img, thumbs[i]?.getAttribute('src') ?? ''));
  return images.filter((image): image is GalleryImage => !!image);
}

/** Thumbnails at the side: the wrapper's `…-thumbnail-position-{wide}-{small}` class, as the server printed it. */
function side(wrapper: Element): '' | 'wide' | 'all' {
  const m = /thumbnail-position-(\w+)-(\w+)/.exec(wrapper.className);
  const at = (p = '') => p === 'left' || p === 'right';
  return m && at(m[1]) ? (at(m[2]) ? 'all' : 'wide') : '';
}

/**
 * Woo Variation Gallery on `.woo-variation-gallery-wrapper`: the printed gallery made usable at once (same main
 * `<img>`, loading state cleared), then the default and variation galleries over wc-ajax, swaps on the variation
 * form's events, thumbnails, zoom, lightbox and preload.
 */
export function mountWvg(wrapper: HTMLElement, ctx: MountContext<GalleryConfig>): Cleanup {
  const opts = ctx.config.wvg ?? standDown('woo_variation_gallery_options is missing');
  const track = wrapper.querySelector<HTMLElement>('.woo-variation-gallery-slider') ?? standDown('the gallery has no slider');
  const strip = wrapper.querySelector<HTMLElement>('.woo-variation-gallery-thumbnail-slider');
  const outer = wrapper.closest('.woo-variation-product-gallery') ?? wrapper;
  const printed = printedImages(track, strip);
  if (!printed.length) standDown('the gallery has no images');
  galleryStyle();
  const handle = { element: wrapper };
  const slide = () => track.children[slider.index]?.querySelector<HTMLElement>('.wvg-single-gallery-image-container') ?? null;
  const resetZoom = opts.enable_gallery_zoom ? mountZoom(track, ctx, slide, () => outer.getBoundingClientRect().width) : () => undefined;
  const slider = mountSlider(track, ctx, 'Product images', (i) => {
    thumbs?.mark(i);
    resetZoom();
  });
  const thumbs = strip
    ? mountThumbs(strip, ctx, { columns: opts.gallery_thumbnails_columns, slide: opts.enable_thumbnail_slide, side: side(wrapper), activeClass: 'current-thumbnail', item: (c) => (c instanceof HTMLElement ? c : null) }, (i) => slider.go(i))
    : null;
  thumbs?.mark(0);
  const swap = createSwap(ctx, { wrapper, outer, track, strip, slider, thumbs, quiet: opts.preloader_disable, handle, onSwap: resetZoom }, printed);
  wireLightbox(wrapper, ctx, opts, () => openLightbox(ctx, swap.current(), slider.index, ctx.config.triggerLabel));
  wrapper.classList.remove('loading-gallery');
  wrapper.classList.add('wvg-loaded');
  wireVariations(wrapper, ctx, opts, handle, printed, swap.show);
  emit(document, 'woo_variation_gallery_loaded', [handle]);
  return () => wrapper.classList.remove('wvg-loaded');
}

/** The trigger (and a click on the main image) opens the lightbox, when the option is on. */
function wireLightbox(wrapper: HTMLElement, ctx: MountContext<GalleryConfig>, opts: WvgOptions, open: () => void): void {
  if (!opts.enable_gallery_lightbox) return;
  const trigger = wrapper.querySelector<HTMLElement>('.woo-variation-gallery-trigger');
  if (trigger) wireTrigger(trigger, ctx, ctx.config.triggerLabel, open);
  const track = wrapper.querySelector('.woo-variation-gallery-slider');
  if (track) ctx.listen(track, 'click', (e) => e.target instanceof HTMLImageElement && open());
}

/** The variation form's events, the default and variation galleries over wc-ajax, and the preload. */
function wireVariations(wrapper: HTMLElement, ctx: MountContext<GalleryConfig>, opts: WvgOptions, handle: object, printed: GalleryImage[], show: (images: GalleryImage[]) => void): void {
  const form = wrapper.closest('.product')?.querySelector('.variations_form');
  const productId = form?.getAttribute('data-product_id');
  if (!form || !productId) return; // a simple product: WVG makes no calls either
  const variations = formVariations(form, (m) => ctx.warn(m, form));
  const runners = { defaults: ctx.latest(), variations: ctx.latest() };
  const outerId = wrapper.closest('[data-variation_id]')?.getAttribute('data-variation_id');
  let shown: unknown = outerId && outerId !== '0' ? Number(outerId) : null;
  let defaults: GalleryImage[] | null = null;
  let state: 'idle' | 'loading' | 'done' = 'idle';
  const product = () => defaults ?? printed;
  const load = () => {
    if (state !== 'idle') return;
    state = 'loading';
    void requestGallery(ctx, ctx.config.defaults, runners.defaults, 'get_default_gallery', productId).then((list) => {
      // Asked once per page, whatever the answer: a `false` or failed answer asked again on the form's next
      // ready event would only log its error a second time.
      state = 'done';
      if (!list?.length) {
        if (list) ctx.warn('get_default_gallery answered an empty list; keeping the printed gallery');
        return;
      }
      defaults = list;
      emit(wrapper, 'woo_variation_default_gallery_loaded', [handle, list.map((i) => i.raw)]);
      if (shown === null) show(list);
    });
    if (!opts.enable_gallery_preload) return;
    void requestGallery(ctx, ctx.config.variations, runners.variations, 'get_variation_gallery', productId).then((list) => {
      if (!list) return;
      emit(wrapper, 'woo_variation_gallery_variation_images', [handle, list.map((i) => i.raw)]);
      if (list.length > 1) preloadImages(ctx, list);
    });
  };
  listenToForm(form, ctx, opts.gallery_reset_on_variation_change, {
    found(variation) {
      if (variation.variation_id !== undefined && variation.variation_id === shown) return;
      shown = variation.variation_id ?? null;
      const images = variationImages(variation, variations, product());
      show(images.length ? images : product());
    },
    reset() {
      shown = null;
      show(product());
    },
    ready: load,
  });
  load();
}
