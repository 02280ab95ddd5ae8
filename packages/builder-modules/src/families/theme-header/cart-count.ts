import { isRecord, readConfig, readGlobal, str, type Cleanup, type WidgetContext } from '@dropins/core';

/** The `DIVI` global's cart texts (functions.php, wp_localize_script: strings). */
const CART_TEXTS = { item_count: str('%d Item'), items_count: str('%d Items') };

/**
 * The top bar's cart count (`#et-secondary-menu a.et-cart-info > span`) on the cart page: when WooCommerce updates
 * the cart table (`updated_wc_div`, a jQuery event), the count becomes the sum of the quantity fields, written with
 * Divi's `DIVI.item_count` / `items_count` ("%d Item(s)") as text.
 */
export function cartCount(body: HTMLElement, ctx: WidgetContext): Cleanup {
  const label = body.querySelector('#et-secondary-menu a.et-cart-info span');
  if (!label || !body.querySelector('.shop_table.cart')) return () => undefined;
  const raw = readGlobal('DIVI');
  // A malformed DIVI costs only its texts (the defaults), never the header.
  if (raw !== undefined && !isRecord(raw)) ctx.warn('DIVI is not an object; the cart count uses English texts');
  const texts = readConfig(isRecord(raw) ? raw : {}, CART_TEXTS, 'DIVI', (m) => ctx.warn(m));
  ctx.on(body, 'updated_wc_div', () => {
    const table = body.querySelector('.shop_table.cart');
    if (!table) return;
    const total = [...table.querySelectorAll<HTMLInputElement>('.product-quantity input')].reduce((sum, input) => sum + (Number.parseInt(input.value, 10) || 0), 0);
    label.textContent = (total === 1 ? texts.item_count : texts.items_count).replace('%d', String(total));
  });
  return () => undefined;
}
