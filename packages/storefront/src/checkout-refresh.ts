import { bool, defineWidget, emit } from '@dropins/core';
import { readParams } from './params';

const FIELDS = 'input[name="payment_method"],input[name="billing_city"],input[name="billing_postcode"],input[name="billing_email"],select[name="billing_state"]';

/**
 * Woo Discount Rules' "refresh order review" setting (`awdr_params.refresh_order_review`): changing the payment
 * method, billing city, postcode, email or state asks WooCommerce's checkout to update (`update_checkout`).
 */
export const checkoutRefresh = defineWidget({
  name: 'storefront-checkout',
  selector: 'form.checkout',
  setup: (ctx) => readParams(ctx, 'awdr_params', { refresh_order_review: bool() })?.refresh_order_review ?? false,
  mount(form, ctx) {
    if (!ctx.config) return;
    ctx.listen(form, 'change', (event) => {
      if ((event.target as Element).matches(FIELDS)) emit(document.body, 'update_checkout');
    });
  },
});
