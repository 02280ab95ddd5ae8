import { defineWidget } from '@dropins/core';
import { setupGallery } from './config';
import { mountWc } from './wc';
import { mountWvg } from './wvg';


/**
 * Woo Variation Gallery 1.3.25 and WooCommerce's single-product gallery (flexslider, zoom, PhotoSwipe) on the
 * markup they print: `.woo-variation-gallery-wrapper` with `woo_variation_gallery_options`, and
 * `.woocommerce-product-gallery` with `wc_single_product_params`.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/gallery';
 * boot(definition);
 */
export const definition = defineWidget({
  name: 'gallery',
  selector: '.woo-variation-gallery-wrapper, .woocommerce-product-gallery',
  // Quick views and page builders add galleries after load.
  observe: true,
  setup(ctx) {
    const config = setupGallery(ctx);
    // WVG's own "start the galleries not started yet" event (quick views, Elementor) still works.
    ctx.on(document, 'woo_variation_gallery_init', () => window.Dropins?.scan(document));
    return config;
  },
  mount(el: HTMLElement, ctx) {
    return el.classList.contains('woo-variation-gallery-wrapper') ? mountWvg(el, ctx) : mountWc(el, ctx);
  },
});
