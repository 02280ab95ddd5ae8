/**
 * @dropins/storefront: WooCommerce's shop-wide visitor scripts (add-to-cart.js, cart-fragments.js,
 * woocommerce.js, order-attribution.js), WordPress comment-reply.js, Woo Discount Rules' checkout refresh and
 * Age Gate's cookie check, as small widgets sharing one bundle.
 * @example
 * import { definitions } from '@dropins/storefront';
 * import { boot } from '@dropins/core';
 * for (const d of definitions) boot(d);
 */
import type { Widgets } from '@dropins/core';
import { attribution } from './attribution';
import { cart } from './cart';
import { cartFragments } from './cart-fragments';
import { checkoutRefresh } from './checkout-refresh';
import { commentReply } from './comment-reply';
import { cookieCheck } from './cookie-check';
import { ordering } from './ordering';
import { showPassword } from './show-password';
import { storeNotice } from './store-notice';
export { attribution, cart, cartFragments, checkoutRefresh, commentReply, cookieCheck, ordering, showPassword, storeNotice };

/** Every storefront widget, in boot order. */
export const definitions: Widgets = [cart, cartFragments, storeNotice, showPassword, ordering, checkoutRefresh, attribution, commentReply, cookieCheck];
