import { defineWidget } from '@dropins/core';
import { reloadBulkTable } from './bulk-table';
import { readSettings } from './config';
import { showDiscountedPrice } from './discount-price';
import { mountVariationForm } from './form';

export type { Variation, VariationImage } from './types';
export type { Settings, Texts } from './config';

/**
 * WooCommerce's variable-product form without jQuery: `form.variations_form` as WooCommerce prints it, with
 * `wc_add_to_cart_variation_params` for its strings, inline variations or `/?wc-ajax=get_variation` above the
 * ajax threshold, the original's events (DOM and jQuery), and Woo Discount Rules pricing when `awdr_params` is set.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/variation-form';
 * boot(definition);
 */
export const definition = defineWidget({
  name: 'variation-form',
  // Only forms: what the original's markup prints (a form's submission is what the widget guards).
  selector: 'form.variations_form',
  // Quick-view popups and page builders add product forms after load.
  observe: true,
  setup: readSettings,
  mount(form: HTMLFormElement, ctx) {
    const cleanup = mountVariationForm(form, ctx, ctx.config);
    const discounts = ctx.config.discounts;
    if (discounts) {
      showDiscountedPrice(form, ctx, discounts);
      reloadBulkTable(form, ctx, discounts);
    }
    return cleanup;
  },
});
