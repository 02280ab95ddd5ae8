import { defineWidget } from '@dropins/core';
import { fire } from './fragments';
import { readCheckoutRefresh } from './config';

/**
 * Woo Discount Rules' "refresh order review" setting (`awdr_params.refresh_order_review`): changing the payment
 * method, billing city, postcode, email or state asks WooCommerce's checkout to update (`update_checkout`).
 */
export const checkoutRefresh = defineWidget({
  name: 'storefront-checkout',
  selector: 'form.checkout',
  setup: readCheckoutRefresh,
  mount(form, ctx) {
    if (ctx.config) {
      ctx.listen(form, 'change', (event) => {
        if (/^(payment_method|billing_(city|postcode|email|state))$/.test((event.target as HTMLInputElement).name)) fire('update_checkout');
      });
    }
  },
});
