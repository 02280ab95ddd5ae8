import { bool, num, readConfig, readGlobal, required, str, type ConfigOf, type Schema, type WidgetContext } from '@dropins/core';

/**
 * Reads a global that WooCommerce localizes only on the pages that need it (`wc_add_to_cart_params` ...).
 * Absent: null, silently (this page simply has no such feature). Present but not an object, or missing a
 * required field: the widget stands down with one warning. Malformed optional fields warn and take defaults.
 * @example const p = readParams(ctx, 'wc_cart_fragments_params', { wc_ajax_url: required(str()) });
 */
export function readParams<S extends Schema>(ctx: WidgetContext, name: string, schema: S): ConfigOf<S> | null {
  const raw = readGlobal(name);
  return raw === undefined ? null : readConfig(raw, schema, name, (m) => ctx.warn(m));
}

/** `wc_add_to_cart_params` (add-to-cart.js). */
const CART_SCHEMA = {
  wc_ajax_url: required(str()),
  i18n_view_cart: str('View cart'),
  cart_url: str(),
  is_cart: bool(),
  cart_redirect_after_add: bool(),
};
export type CartParams = ConfigOf<typeof CART_SCHEMA>;
export const readCartParams = (ctx: WidgetContext) => readParams(ctx, 'wc_add_to_cart_params', CART_SCHEMA);

/** `wc_cart_fragments_params` (cart-fragments.js). */
const FRAGMENT_SCHEMA = {
  wc_ajax_url: required(str()),
  fragment_name: str('wc_fragments'),
  cart_hash_key: str('wc_cart_hash'),
  request_timeout: num(5000),
};
export type FragmentParams = ConfigOf<typeof FRAGMENT_SCHEMA>;
export const readFragmentParams = (ctx: WidgetContext) => readParams(ctx, 'wc_cart_fragments_params', FRAGMENT_SCHEMA);

/** `woocommerce_params`: the show-password texts (woocommerce.js). */
const PASSWORD_SCHEMA = { i18n_password_show: required(str()), i18n_password_hide: required(str()) };
export type PasswordParams = ConfigOf<typeof PASSWORD_SCHEMA>;
export const readPasswordParams = (ctx: WidgetContext) => readParams(ctx, 'woocommerce_params', PASSWORD_SCHEMA);

/** Woo Discount Rules' `awdr_params.refresh_order_review`. */
export const readCheckoutRefresh = (ctx: WidgetContext) => readParams(ctx, 'awdr_params', { refresh_order_review: bool() })?.refresh_order_review;

/** Age Gate's cookie message (`age_gate_common.cookies`), or its default text. */
export const readCookieMessage = (ctx: WidgetContext) =>
  readParams(ctx, 'age_gate_common', { cookies: str() })?.cookies.trim() ||
  'Your browser does not support cookies, you may experience problems entering this site';
