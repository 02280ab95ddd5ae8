import { docProp, emit, pageJQuery, pageResource, type JQueryStaticLike } from '@dropins/core';
import type { Transport } from '@dropins/core/transport';
import { askDiscounts, fieldValue } from './discount-request';

/** The page's `awdr_get_product_discount` queue while the widget is set up (null otherwise). */
const productDiscounts = pageResource((): { transport: Transport | null } => ({ transport: null }));

/**
 * Woo Discount Rules' dynamic discount lookup (`awdr_get_product_discount`): asks for the discount of the
 * form's variation (or product) at its quantity, optionally at `options.custom_price`, and passes the answer
 * to listeners as `advanced_woo_discount_rules_on_get_response_for_dynamic_discount` on `document.body`
 * with `[response, target, options]`, as WDR does. Errors are ignored, as WDR ignores them. `form` may be a
 * jQuery object (WDR's own callers pass one).
 * @example form.closest('.product').addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', show);
 *          getProductDiscount(form, priceElement, { custom_price: 25 });
 */
export async function getProductDiscount(form: unknown, target?: unknown, options: { custom_price?: unknown } = {}): Promise<void> {
  // (Not `form[0] ?? form`: a form element's [0] is its first field.)
  const el = form instanceof Element ? form : (form as { 0?: unknown } | null)?.[0];
  const { transport } = productDiscounts();
  if (!(el instanceof Element) || !transport) return;
  const id = Number(fieldValue(el, 'variation_id')) || Number(fieldValue(el, 'add-to-cart'));
  if (!id) return;
  const data = { product_id: id, qty: Number(fieldValue(el, 'quantity')), custom_price: options.custom_price };
  const answer = await askDiscounts(transport, 'awdr_get_product_discount', data);
  if (answer) emit(docProp('body'), 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount', [answer, target, options]);
}

type JQueryWithDiscounts = JQueryStaticLike & { AdvanceWooDiscountRules?: unknown };

/**
 * Makes `getProductDiscount` use `transport` and, when jQuery is on the page without WDR's own script, offers WDR's
 * public entry point `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm`; both go when `signal` aborts.
 */
export function offerProductDiscount(transport: Transport, signal: AbortSignal): void {
  productDiscounts().transport = transport;
  const $: JQueryWithDiscounts | null = pageJQuery();
  const api = { getDynamicDiscountPriceFromCartForm: getProductDiscount };
  if ($) $.AdvanceWooDiscountRules ??= api;
  signal.addEventListener('abort', () => {
    productDiscounts().transport = null;
    if ($?.AdvanceWooDiscountRules === api) delete $.AdvanceWooDiscountRules;
  });
}
