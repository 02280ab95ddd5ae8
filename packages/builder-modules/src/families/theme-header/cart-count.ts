import type { Cleanup, WidgetContext } from '@dropins/core';
import { readCartTexts } from './config';

/**
 * The top bar's cart count (`#et-secondary-menu a.et-cart-info > span`) on the cart page: when WooCommerce updates
 * the cart table (`updated_wc_div`, a jQuery event), the count becomes the sum of the quantity fields, written with
 * Divi's `DIVI.item_count` / `items_count` ("%d Item(s)") as text.
 */
export function cartCount(body: HTMLElement, ctx: WidgetContext): Cleanup {
  const label = body.querySelector('#et-secondary-menu a.et-cart-info span');
  if (!label || !body.querySelector('.shop_table.cart')) return () => undefined;
  const texts = readCartTexts(ctx);
  ctx.on(body, 'updated_wc_div', () => {
    const table = body.querySelector('.shop_table.cart');
    if (!table) return;
    const total = [...table.querySelectorAll<HTMLInputElement>('.product-quantity input')].reduce((sum, input) => sum + (Number.parseInt(input.value, 10) || 0), 0);
    label.textContent = (total === 1 ? texts.item_count : texts.items_count).replace('%d', String(total));
  });
  return () => undefined;
}
