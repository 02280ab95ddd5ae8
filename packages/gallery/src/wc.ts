import { emit, readGlobal, standDown, type Cleanup, type MountContext, docCreate } from '@dropins/core';
import type { GalleryConfig, ProductParams } from './config';
import { imageFromElement, type GalleryImage } from './images';
import { openLightbox, wireTrigger } from './lightbox';
import { flexThumbs } from './render';
import { mountSlider, type Slider } from './slider';
import { galleryStyle } from './style';
import { mountThumbs } from './thumbs';
import { mountZoom } from './zoom';

const DEFAULT_COLUMNS = 4;

/**
 * WooCommerce's own gallery on `.woocommerce-product-gallery`: shown at once, a scroll-snap row with flexslider's
 * thumbnail nav when the slider is on, zoom on hover and the lightbox, as `wc_single_product_params` (the
 * theme's gallery support) decides. The variation image itself is swapped by the variation form.
 */
export function mountWc(gallery: HTMLElement, ctx: MountContext<GalleryConfig>): Cleanup {
  // Usable whatever happens next: the server prints the gallery transparent until a script shows it.
  gallery.style.opacity = '1';
  const params = ctx.config.product ?? standDown('wc_single_product_params is missing');
  const raw = readGlobal('wc_single_product_params');
  emit(gallery, 'wc-product-gallery-before-init', [gallery, raw]);
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = wrapper ? Array.from(wrapper.querySelectorAll<HTMLElement>(':scope > .woocommerce-product-gallery__image')) : [];
  const added: Element[] = [];
  let slider: Slider | null = null;
  if (wrapper && params.slider && slides.length > 1) {
    galleryStyle();
    const nav = flexThumbs(slides.map((s) => ({ src: s.getAttribute('data-thumb') ?? '', alt: s.getAttribute('data-thumb-alt') ?? '' })));
    gallery.append(nav);
    added.push(nav);
    const columns = Number(gallery.getAttribute('data-columns')) || DEFAULT_COLUMNS;
    const thumbs = mountThumbs(nav, ctx, { columns, slide: true, side: '', activeClass: 'flex-active', item: (li) => li.querySelector('img') }, (i) => slider?.go(i));
    slider = mountSlider(wrapper, ctx, 'Product images', (i) => {
      thumbs.mark(i);
      resetZoom();
    });
    thumbs.mark(0);
  }
  const current = () => slides[slider?.index ?? 0] ?? null;
  const resetZoom = params.zoom && wrapper ? mountZoom(wrapper, ctx, current, () => gallery.getBoundingClientRect().width) : () => undefined;
  if (params.lightbox && slides.length) added.push(...wireWcLightbox(gallery, ctx, params, slides, () => slider?.index ?? 0));
  const first = () => slider?.go(0);
  const form = gallery.closest('.product')?.querySelector('.variations_form');
  if (form) for (const type of ['show_variation', 'reset_image']) ctx.on(form, type, first);
  ctx.on(gallery, 'woocommerce_gallery_reset_slide_position', first);
  emit(gallery, 'wc-product-gallery-after-init', [gallery, raw]);
  return () => added.forEach((el) => el.remove());
}

/** WooCommerce's trigger (prepended when zoom is on, as its script does) and the image links open the lightbox. */
function wireWcLightbox(gallery: HTMLElement, ctx: MountContext<GalleryConfig>, params: ProductParams, slides: HTMLElement[], index: () => number): Element[] {
  // Read at each open: the variation form swaps the first image's attributes.
  const open = () => {
    const images = slides.map((s) => s.querySelector('img')).map((img) => img && imageFromElement(img));
    openLightbox(ctx, images.filter((image): image is GalleryImage => !!image), index(), params.triggerLabel);
  };
  for (const link of slides.map((s) => s.querySelector('a'))) {
    if (link)
      ctx.listen(link, 'click', (e) => {
        e.preventDefault();
        open();
      });
  }
  if (!params.zoom) return [];
  const trigger = docCreate('a');
  trigger.href = '#';
  trigger.className = 'woocommerce-product-gallery__trigger';
  trigger.setAttribute('aria-controls', 'photoswipe-fullscreen-dialog');
  const icon = docCreate('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '🔍';
  trigger.append(icon);
  wireTrigger(trigger, ctx, params.triggerLabel, open);
  gallery.prepend(trigger);
  return [trigger];
}
