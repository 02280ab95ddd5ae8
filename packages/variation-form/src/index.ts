import { defineWidget } from '@dropins/core';
import { mountForm } from './form';
import { setupPage, type Page } from './page';

export { getProductDiscount } from './wdr';
export { buildIndex, createIndex, match, prune, chosenIndices } from './matcher';
export { planQuantity } from './quantity';
export type { Index } from './matcher';
export type { QuantityPlan } from './quantity';
export type { Variation, VariationImage, Params, DiscountParams } from './types';
export type { Page } from './page';

/**
 * WooCommerce's variable-product form without jQuery: `form.variations_form` as WooCommerce prints it, with
 * `wc_add_to_cart_variation_params` for its strings, inline variations or `/?wc-ajax=get_variation` above the
 * ajax threshold, the original's events (DOM and jQuery), and Woo Discount Rules pricing when `awdr_params` is set.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/variation-form';
 * boot(definition);
 */
export const definition = defineWidget<Page>({
  name: 'variation-form',
  // Only forms: what the original's markup prints (a form's submission is what the widget guards).
  selector: 'form.variations_form',
  // Quick-view popups and page builders add product forms after load.
  observe: true,
  setup: setupPage,
  mount(el, ctx) {
    const cleanup = mountForm(el as HTMLFormElement, ctx);
    ctx.config.discounts?.(el as HTMLFormElement, ctx);
    return cleanup;
  },
});
