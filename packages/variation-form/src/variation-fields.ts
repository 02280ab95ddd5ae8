/**
 * Writes a variation's own fields into the page: the panel's description, price and availability, and the
 * product's SKU, weight, dimensions and main image. The price is the server's `price_html`, put in through core's
 * sanitizer; nothing here computes a price.
 */
import { docCreate, pageResource, textOf } from '@dropins/core';
import { decodeEntities, isSafeUrl, sanitizeHTML } from '@dropins/core/safety';
import type { Variation } from './types';


/** How many decoded texts are remembered (a product's weights and dimensions; the oldest goes first). */
const DECODED_KEPT = 64;
const decoded = pageResource(() => new Map<string, string>());

/** Decodes entities, remembering the latest answers: each decoding parses a document, and the same texts come back. */
function decode(s: string): string {
  const memo = decoded();
  let result = memo.get(s);
  if (result === undefined) {
    result = decodeEntities(s);
    // A Map keeps insertion order: its first key is the oldest.
    if (memo.size >= DECODED_KEPT) memo.delete(memo.keys().next().value ?? '');
    memo.set(s, result);
  }
  return result;
}

/**
 * Sets an attribute, or for `content` the text, first keeping the server's value in `data-o_<name>` (where
 * the original keeps it); `null` brings the server's value back.
 */
function setKeepingOriginal(el: Element, name: string, value: string | null): void {
  const keptName = 'data-o_' + name;
  const kept = el.getAttribute(keptName);
  const isContent = name === 'content';
  const now = isContent ? el.textContent : el.getAttribute(name);
  if (value === null) {
    if (kept === null) return;
    if (!kept && !isContent) return el.removeAttribute(name);
    value = kept;
  } else if (kept === null) el.setAttribute(keptName, now ?? '');
  // Unchanged values are not written again (an image attribute write makes the browser pick the image again).
  if (now === value) return;
  if (isContent) el.textContent = value;
  else el.setAttribute(name, value);
}

const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/**
 * Shows a variation's SKU, weight and dimensions in the product, or (`null`, or a variation without them) brings
 * the product's own back. An empty dimensions object or an "N/A" weight means "none".
 */
function showDetails(product: ParentNode, v: Variation | null): void {
  const sku = v ? textOf(v.sku) : '';
  const weight = v && textOf(v.weight) ? decode(textOf(v.weight_html)) : '';
  const hasDimensions = v !== null && Object.values(Object(v.dimensions)).some(Boolean);
  const dimensions = hasDimensions ? decode(textOf(v.dimensions_html)) : '';
  const fill = (selector: string, value: string) =>
    product.querySelectorAll(selector).forEach((el) => setKeepingOriginal(el, 'content', value || null));
  fill('.product_meta .sku', sku);
  fill(WEIGHT, weight);
  fill(DIMENSIONS, dimensions);
}

/** Attribute of the main image → key of `variation.image`, as the original maps them. */
const MAIN_IMAGE: Record<string, string> = {
  src: 'src', height: 'src_h', width: 'src_w', srcset: 'srcset', sizes: 'sizes', title: 'title', 'data-caption': 'caption',
  alt: 'alt', 'data-src': 'full_src', 'data-large_image': 'full_src', 'data-large_image_width': 'full_src_w',
  'data-large_image_height': 'full_src_h',
};
const URL_ATTRIBUTE = /src|href|thumb|image$/;

/** Sets the mapped attributes of one element from `image` (`null`: back to the server's values). */
function showImageOn(el: Element | null | undefined, mapping: Record<string, string>, image: Record<string, unknown> | null): void {
  if (!el) return;
  for (const [attribute, key] of Object.entries(mapping)) {
    if (!image) {
      setKeepingOriginal(el, attribute, null);
      continue;
    }
    const value = textOf(image[key]);
    // A key the image lacks leaves the attribute as it is (as the original's jQuery .attr(name, undefined)).
    if (!value && image[key] !== '') continue;
    // URL-valued attributes are checked before use (a srcset is a list of them).
    if (URL_ATTRIBUTE.test(attribute) && !value.split(',').every((c) => isSafeUrl(c.trim()))) continue;
    setKeepingOriginal(el, attribute, value);
  }
}

/**
 * Shows a variation's SKU, weight, dimensions and image in the product (the main image, its gallery slot, the
 * first thumbnail, the link around the image), or (`null`) brings the product's own back.
 */
export function showProduct(product: ParentNode, v: Variation | null): void {
  showDetails(product, v);
  const slot = product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
  const image = (v?.image ?? {}) as Record<string, unknown>;
  const shown = textOf(image.src).length > 1 ? image : null;
  showImageOn(slot?.querySelector('.wp-post-image'), MAIN_IMAGE, shown);
  showImageOn(slot, { 'data-thumb': 'src' }, shown);
  showImageOn(product.querySelector('.flex-control-nav li img'), { src: 'gallery_thumbnail_src' }, shown);
  showImageOn(slot?.querySelector('a'), { href: 'full_src' }, shown);
}

/** A new element with a class and, optionally, text. */
export function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content = ''): HTMLElementTagNameMap[K] {
  const el = docCreate(tag);
  el.className = className;
  el.textContent = content;
  return el;
}

/**
 * Fills `.single_variation` as the variation template would (description, price, availability), from the
 * variation's own HTML fields through the sanitizer; no template is evaluated. A variation that is not
 * visible shows the localized "unavailable" text instead.
 */
export function renderPanel(panel: Element, v: Variation, unavailableText: string): void {
  if (v.variation_is_visible === false) return panel.replaceChildren(make('p', '', unavailableText));
  const part = (name: string, html: unknown) => `<div class="woocommerce-variation-${name}">${textOf(html)}</div>`;
  // One pass of the sanitizer for the three parts (each parse of HTML costs a document).
  panel.replaceChildren(sanitizeHTML(part('description', v.variation_description) + part('price', v.price_html) + part('availability', v.availability_html)));
}
