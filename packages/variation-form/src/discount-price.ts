import { type Cleanup, type WidgetContext, textOf } from '@dropins/core';
import { setHTML } from '@dropins/core/safety';
import { askDiscounts, fieldValue } from './discount-request';
import type { DiscountSettings } from './discount-settings';
import { make } from './variation-fields';
import { toNumber } from './quantity';

/**
 * Woo Discount Rules' price for the quantity (`show_dynamically`): a quantity change asks `wdr_ajax`
 * get_price_html for the shown variation and puts the answer in the price area; only the newest answer counts,
 * and an error empties the price (a stale price must not stay on show).
 */
export function showDiscountedPrice(form: HTMLFormElement, ctx: WidgetContext, discounts: DiscountSettings): Cleanup | void {
  const transport = discounts.prices;
  if (!transport) return;
  const scope = form.closest('.product') ?? form;
  const prices = ctx.latest();
  form.querySelectorAll<HTMLInputElement>('input[name="quantity"]').forEach((input) =>
    ctx.on(input, 'change', () => {
      const id = fieldValue(form, 'variation_id');
      const quantity = toNumber(input.value);
      const area = scope.querySelector(discounts.priceTarget);
      if (!Number(id) || !area) return;
      if (quantity === null) return ctx.warn('quantity is not a number', input);
      let price = area.querySelector('.price');
      if (!price) area.replaceChildren((price = make('div', 'price')));
      const shown = price;
      const data = { method: 'get_price_html', product_id: id, qty: quantity };
      void prices
        .run((signal) => askDiscounts(transport, 'wdr_ajax', data, signal, ctx.warn))
        .then((answer) => answer === undefined || ctx.guard(() => setHTML(shown, answer ? textOf(answer.price_html) || textOf(answer.original_price_html) : '')));
    }),
  );
}
