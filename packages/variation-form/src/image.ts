import { isSafeUrl } from '@dropins/core';
import { text } from './display';
import type { Variation } from './types';

/**
 * Where the variation's image goes, as the original maps it: element (i = the main image, w = its gallery
 * slot, t = the first thumbnail, l = the link around the image), attribute, key of `variation.image`.
 */
const MAP = (
  'i src src,i height src_h,i width src_w,i srcset srcset,i sizes sizes,i title title,i data-caption caption,i alt alt,' +
  'i data-src full_src,i data-large_image full_src,i data-large_image_width full_src_w,i data-large_image_height full_src_h,' +
  'w data-thumb src,t src gallery_thumbnail_src,l href full_src'
)
  .split(',')
  .map((entry) => entry.split(' '));

/**
 * Puts the variation's image in the main gallery slot, or restores the product's (`null`, or a variation
 * without an image). Each attribute the variation changes first keeps the server's value in `data-o_<attr>`,
 * where the original keeps it; URL-valued attributes are checked before use.
 */
export function showImage(product: ParentNode, v: Variation | null): void {
  const w = product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
  const els: Record<string, Element | null | undefined> = {
    i: w?.querySelector('.wp-post-image'),
    w,
    t: product.querySelector('.flex-control-nav li img'),
    l: w?.querySelector('a'),
  };
  const image = (v?.image ?? {}) as Record<string, unknown>;
  const show = text(image.src).length > 1;
  for (const [which, attr, key] of MAP) {
    const el = els[which];
    if (!el) continue;
    const o = 'data-o_' + attr;
    const kept = el.getAttribute(o);
    const raw = image[key];
    const value = text(raw);
    if (!show) {
      if (kept) el.setAttribute(attr, kept);
      else if (kept === '') el.removeAttribute(attr);
    } else if ((raw === value || typeof raw === 'number') && (!/src|href|thumb|image$/.test(attr) || value.split(',').every((c) => isSafeUrl(c.trim())))) {
      if (kept === null) el.setAttribute(o, el.getAttribute(attr) ?? '');
      el.setAttribute(attr, value);
    }
  }
}
