import { decodeEntities, isSafeUrl, sanitizeHTML } from '@dropins/core';
import type { Variation } from './types';

/** A server value as text: strings and numbers only. */
export const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? '' + v : '');


const decoded: Record<string, string> = Object.create(null);
/** Decodes entities, remembering the answers: each decoding parses a document, and the same texts come back. */
const decode = (s: string) => (decoded[s] ??= decodeEntities(s));

/**
 * Sets an attribute, or for `content` the text, first keeping the server's value in `data-o_<name>` (where
 * the original keeps it); `null` brings the server's value back.
 */
function put(el: Element, name: string, value: string | null): void {
  const o = 'data-o_' + name;
  const kept = el.getAttribute(o);
  const content = name === 'content';
  const now = content ? el.textContent : el.getAttribute(name);
  if (value === null) {
    if (kept === null) return;
    if (!kept && !content) return el.removeAttribute(name);
    value = kept;
  } else if (kept === null) el.setAttribute(o, now ?? '');
  // Unchanged values are not written again (an image attribute write makes the browser pick the image again).
  if (now === value) return;
  if (content) el.textContent = value;
  else el.setAttribute(name, value);
}

const META = ['.product_meta .sku', 'weight', 'dimensions'].map((k) =>
  k[0] === '.' ? k : `.product_${k}, .woocommerce-product-attributes-item--${k} .woocommerce-product-attributes-item__value`,
);

/**
 * Where the variation's image goes, as the original maps it, for each element (the main image, its gallery
 * slot, the first thumbnail, the link around the image): `attribute`, or `attribute:key` of `variation.image`.
 */
const IMAGE = [
  'src height:src_h width:src_w srcset sizes title data-caption:caption alt data-src:full_src data-large_image:full_src data-large_image_width:full_src_w data-large_image_height:full_src_h',
  'data-thumb:src',
  'src:gallery_thumbnail_src',
  'href:full_src',
];

/**
 * Shows a variation's SKU, weight, dimensions and image in the product, or (`null`, or a variation without
 * them) brings the product's own back. URL-valued image attributes are checked before use.
 */
export function showProduct(product: ParentNode, v: Variation | null): void {
  // An empty dimensions object/"N/A" weight means "none": the product's own values come back.
  // (A string counts as set when it is not empty: its characters are its values.)
  const dims = v && Object.values(Object(v.dimensions)).some(Boolean);
  [v && text(v.sku), v && text(v.weight) && decode(text(v.weight_html)), dims && decode(text(v.dimensions_html))].forEach((value, i) =>
    product.querySelectorAll(META[i]).forEach((el) => put(el, 'content', value || null)),
  );
  const w = product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
  const image = (v?.image ?? {}) as Record<string, unknown>;
  const shown = text(image.src).length > 1;
  [w?.querySelector('.wp-post-image'), w, product.querySelector('.flex-control-nav li img'), w?.querySelector('a')].forEach(
    (el, i) =>
      el &&
      IMAGE[i].split(' ').forEach((entry) => {
        const [attr, key = attr] = entry.split(':');
        const value = text(image[key]);
        if (!shown) put(el, attr, null);
        // A key the image lacks leaves the attribute as it is (as the original's jQuery .attr(name, undefined)).
        else if ((value || image[key] === '') && (!/src|href|thumb|image$/.test(attr) || value.split(',').every((c) => isSafeUrl(c.trim()))))
          put(el, attr, value);
      }),
  );
}

/** A new element with a class and, optionally, text. */
export function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
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
  panel.replaceChildren(
    v.variation_is_visible === false
      ? make('p', '', unavailableText)
      : // One pass of the sanitizer for the three parts (each parse of HTML costs a document).
        sanitizeHTML(
          ['description', 'price', 'availability']
            .map((part) => `<div class="woocommerce-variation-${part}">${text(v[part === 'description' ? 'variation_description' : part + '_html'])}</div>`)
            .join(''),
        ),
  );
}
