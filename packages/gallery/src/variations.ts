import { isRecord, readJSONAttribute } from '@dropins/core';
import { readImage, readImages, type GalleryImage } from './images';

/**
 * The variations a form carries in `data-product_variations`, read once and on first need (the attribute can be
 * large). `false` (WooCommerce's "ask the server" mode) is an empty list; malformed JSON one warning.
 */
export function formVariations(form: Element | null, warn: (m: string) => void): () => unknown[] {
  let list: unknown[] | undefined;
  return () => {
    if (list) return list;
    const read = form?.hasAttribute('data-product_variations') ? readJSONAttribute(form, 'data-product_variations') : { ok: true as const, value: false };
    // Not JSON, not a list, or over the core's length limit: the form's own data serves.
    if (!read.ok || (read.value !== false && !Array.isArray(read.value))) warn('data-product_variations is malformed; using the variation data the form sends');
    return (list = read.ok && Array.isArray(read.value) ? read.value : []);
  };
}

/**
 * The images to show for a found variation, in WVG's order of preference: its `variation_gallery_images` (from
 * the event's variation, else the same variation in the form's data), else its own image followed by the product
 * gallery; an empty result means "keep a usable gallery" to the caller.
 */
export function variationImages(variation: unknown, variations: () => unknown[], productGallery: GalleryImage[]): GalleryImage[] {
  if (!isRecord(variation)) return [];
  let gallery = variation.variation_gallery_images;
  if (!Array.isArray(gallery)) {
    const same = variations().find((v) => isRecord(v) && v.variation_id === variation.variation_id);
    gallery = isRecord(same) ? same.variation_gallery_images : undefined;
  }
  const own = readImages(gallery)?.images;
  if (own?.length) return own;
  const image = readImage(variation.image);
  return image ? [image, ...productGallery.slice(1)] : [];
}
