import { decodeEntities, sanitizeHTML } from '@dropins/core';
import type { Variation } from './types';

const ORIGINAL = 'data-o_content';

const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** Sets an element's text, remembering the server's text (in the attribute the original uses) for reset. */
function setText(el: Element, text: string): void {
  if (!el.hasAttribute(ORIGINAL)) el.setAttribute(ORIGINAL, el.textContent ?? '');
  el.textContent = text;
}

function resetText(el: Element): void {
  const o = el.getAttribute(ORIGINAL);
  if (o !== null) el.textContent = o;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Product meta: SKU, weight and dimensions, each reset when the variation has none. */
export function showMeta(product: ParentNode, v: Variation | null): void {
  const apply = (selector: string, value: string) =>
    product.querySelectorAll(selector).forEach((el) => (value ? setText(el, value) : resetText(el)));
  // An empty dimensions object/"N/A" weight means "none": the product's own values come back.
  const hasDims = v && (typeof v.dimensions === 'string' ? v.dimensions : Object.values(v.dimensions ?? {}).some(Boolean));
  apply('.product_meta .sku', v ? text(v.sku) : '');
  apply(WEIGHT, v && text(v.weight) ? text(v.weight_html) : '');
  apply(DIMENSIONS, hasDims ? decodeEntities(text(v.dimensions_html)) : '');
}

/** A new element with a class and, optionally, text. */
export function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = content;
  return el;
}

const block = (className: string, html: unknown) => {
  const div = make('div', className);
  div.append(sanitizeHTML(text(html)));
  return div;
};

/**
 * Fills `.single_variation` as the variation template would (description, price, availability), from the
 * variation's own HTML fields through the sanitizer; no template is evaluated. A variation that is not
 * visible shows the localized "unavailable" text instead.
 */
export function renderPanel(panel: Element, v: Variation, unavailableText: string): void {
  if (v.variation_is_visible === false) {
    panel.replaceChildren(make('p', '', unavailableText));
    return;
  }
  panel.replaceChildren(
    block('woocommerce-variation-description', v.variation_description),
    block('woocommerce-variation-price', v.price_html),
    block('woocommerce-variation-availability', v.availability_html),
  );
}
