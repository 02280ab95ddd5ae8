import { emit, isRecord, parseJSON, type Payload, type Transport } from '@dropins/core';

/**
 * One Woo Discount Rules request. WDR answers a bad nonce with the plain text `Invalid token` (HTTP 200), so
 * the body is read as text and must parse to an object; anything else is an error (null), warned about once.
 * Callers check `signal.aborted` first: an aborted request was replaced by a newer one, or the form went away.
 */
export async function ask(transport: Transport, action: string, data: Payload, signal: AbortSignal, warn: (m: string) => void): Promise<Record<string, unknown> | null> {
  try {
    const text = await transport.request<string>(action, data, { signal, as: 'text' });
    const body = parseJSON(text);
    if (isRecord(body)) return body;
    warn(`${action} answered ${text.trim() === 'Invalid token' ? 'Invalid token' : 'no JSON object'}`);
  } catch {
    /* the transport has said what went wrong */
  }
  return null;
}

let transport: Transport | null = null;

type JQueryStatic = ((...a: unknown[]) => unknown) & { AdvanceWooDiscountRules?: unknown };

const num = (form: Element, name: string) => parseInt(form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '', 10);

/**
 * Woo Discount Rules' dynamic discount lookup (`awdr_get_product_discount`): asks for the discount of the
 * form's variation (or product) at its quantity, optionally at `options.custom_price`, and passes the answer
 * to listeners as `advanced_woo_discount_rules_on_get_response_for_dynamic_discount` on `document.body`
 * with `[response, target, options]`, as WDR does. Errors are ignored, as WDR ignores them.
 * @example form.closest('.product').addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', show);
 *          getProductDiscount(form, priceElement, { custom_price: 25 });
 */
export async function getProductDiscount(form: Element, target?: unknown, options: { custom_price?: unknown } = {}): Promise<void> {
  const id = num(form, 'variation_id') || num(form, 'add-to-cart');
  if (!transport || !id) return;
  const qty = form.querySelector<HTMLInputElement>('input[name="quantity"]')?.value ?? 0;
  const res = await ask(transport, 'awdr_get_product_discount', { product_id: id, qty, custom_price: options.custom_price }, new AbortController().signal, () => undefined);
  if (res) emit(document.body, 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount', [res, target, options]);
}

/**
 * Page-level: keeps the transport for `getProductDiscount`, and when jQuery is on the page without WDR's own
 * script, offers WDR's public entry point `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm`.
 */
export function installDiscountApi(t: Transport, signal: AbortSignal): void {
  transport = t;
  const $ = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
  const mine = typeof $ === 'function' && !$.AdvanceWooDiscountRules;
  if (mine)
    $.AdvanceWooDiscountRules = {
      getDynamicDiscountPriceFromCartForm: (form: unknown, target?: unknown, options?: { custom_price?: unknown }) => {
        const el = (form as { 0?: unknown })?.[0] ?? form;
        if (el instanceof Element) void getProductDiscount(el, target, options);
      },
    };
  signal.addEventListener('abort', () => {
    transport = null;
    if (mine) delete $.AdvanceWooDiscountRules;
  });
}
