import { emit, type Transport } from '@dropins/core';
import { ask, ABORTED } from './ask';

let transport: Transport | null = null;

type JQueryStatic = ((...a: unknown[]) => unknown) & { AdvanceWooDiscountRules?: unknown };

const num = (el: Element | null) => parseInt((el as HTMLInputElement | null)?.value ?? '', 10);

/**
 * Woo Discount Rules' dynamic discount lookup (`awdr_get_product_discount`): asks for the discount of the
 * form's variation (or product) at its quantity, optionally at `options.custom_price`, and passes the answer
 * to listeners as `advanced_woo_discount_rules_on_get_response_for_dynamic_discount` on `document.body`
 * with `[response, target, options]`, as WDR does. Errors are ignored, as WDR ignores them.
 * @example form.closest('.product').addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', show);
 *          getProductDiscount(form, priceElement, { custom_price: 25 });
 */
export async function getProductDiscount(form: Element, target?: unknown, options: { custom_price?: unknown } = {}): Promise<void> {
  if (!transport) return;
  const id = num(form.querySelector('[name="variation_id"]')) || num(form.querySelector('[name="add-to-cart"]'));
  if (!id) return;
  const qty = (form.querySelector('input[name="quantity"]') as HTMLInputElement | null)?.value ?? 0;
  const data = { product_id: id, qty, custom_price: options.custom_price };
  const res = await ask(transport, 'awdr_get_product_discount', data, new AbortController().signal, () => undefined);
  if (res && res !== ABORTED) emit(document.body, 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount', [res, target, options]);
}

/**
 * Page-level: keeps the transport for `getProductDiscount`, and when jQuery is on the page without WDR's own
 * script, offers WDR's public entry point `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm`.
 */
export function installDiscountApi(t: Transport, signal: AbortSignal): void {
  transport = t;
  const $ = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
  const mine = typeof $ === 'function' && !$.AdvanceWooDiscountRules;
  if (mine && $)
    $.AdvanceWooDiscountRules = {
      getDynamicDiscountPriceFromCartForm: (form: unknown, target?: unknown, options?: { custom_price?: unknown }) => {
        const el = (form as { 0?: unknown })?.[0] ?? form;
        if (el instanceof Element) void getProductDiscount(el, target, options ?? {});
      },
    };
  signal.addEventListener(
    'abort',
    () => {
      transport = null;
      if (mine && $) delete $.AdvanceWooDiscountRules;
    },
    { once: true },
  );
}
