import { decodeEntities, sanitizeHTML } from '@dropins/core';
import type { Variation } from './types';

const ORIGINAL = 'data-o_content';

/** A server value as text: strings and numbers only. */
export const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? '' + v : '');

/**
 * Product meta: SKU, weight and dimensions. A value replaces the element's text (the server's text is kept in
 * the attribute the original uses); no value brings the server's text back.
 */
export function showMeta(product: ParentNode, v: Variation | null): void {
  // An empty dimensions object/"N/A" weight means "none": the product's own values come back.
  const dims = v && (typeof v.dimensions === 'string' ? v.dimensions : Object.values(v.dimensions ?? {}).some(Boolean));
  const meta: Array<[string, string]> = [
    ['.product_meta .sku', v ? text(v.sku) : ''],
    ['.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value', v && text(v.weight) ? decodeEntities(text(v.weight_html)) : ''],
    ['.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value', dims ? decodeEntities(text(v.dimensions_html)) : ''],
  ];
  for (const [selector, value] of meta)
    product.querySelectorAll(selector).forEach((el) => {
      const o = el.getAttribute(ORIGINAL);
      if (value) {
        if (o === null) el.setAttribute(ORIGINAL, el.textContent ?? '');
        el.textContent = value;
      } else if (o !== null) el.textContent = o;
    });
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
    ...(v.variation_is_visible === false
      ? [make('p', '', unavailableText)]
      : ['description', 'price', 'availability'].map((part) => {
          const div = make('div', 'woocommerce-variation-' + part);
          div.append(sanitizeHTML(text(v[part === 'description' ? 'variation_description' : part + '_html'])));
          return div;
        })),
  );
}
