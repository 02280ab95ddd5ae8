import { emit, isRecord, parseJSON, type Payload, type Transport } from '@dropins/core';

/**
 * One Woo Discount Rules request. WDR answers a bad nonce with the plain text `Invalid token` (HTTP 200), so
 * the body is read as text and must parse to an object; anything else is an error (null), warned about once.
 * Callers check `signal.aborted` first: an aborted request was replaced by a newer one, or the form went away.
 */
export async function ask(
  transport: Transport,
  action: string,
  data: Payload,
  signal?: AbortSignal,
  warn?: (m: string) => void,
): Promise<Record<string, unknown> | null> {
  try {
    const text = await transport.request<string>(action, data, { signal, as: 'text' });
    const body = parseJSON(text);
    if (isRecord(body)) return body;
    warn?.(`${action} answered ${text.trim().slice(0, 30) || 'nothing'}`);
  } catch {
    /* the transport has said what went wrong */
  }
  return null;
}

let transport: Transport | null = null;

type JQueryStatic = ((...a: unknown[]) => unknown) & { AdvanceWooDiscountRules?: unknown };

/**
 * Woo Discount Rules' dynamic discount lookup (`awdr_get_product_discount`): asks for the discount of the
 * form's variation (or product) at its quantity, optionally at `options.custom_price`, and passes the answer
 * to listeners as `advanced_woo_discount_rules_on_get_response_for_dynamic_discount` on `document.body`
 * with `[response, target, options]`, as WDR does. Errors are ignored, as WDR ignores them.
 * @example form.closest('.product').addEventListener('advanced_woo_discount_rules_on_get_response_for_dynamic_discount', show);
 *          getProductDiscount(form, priceElement, { custom_price: 25 });
 */
export async function getProductDiscount(form: Element, target?: unknown, options: { custom_price?: unknown } = {}): Promise<void> {
  const value = (name: string) => +(form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value || 0);
  const id = value('variation_id') || value('add-to-cart');
  const res = transport && id && (await ask(transport, 'awdr_get_product_discount', { product_id: id, qty: value('quantity'), custom_price: options.custom_price }));
  if (res) emit(document.body, 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount', [res, target, options]);
}

/**
 * Page-level: keeps the transport for `getProductDiscount`, and when jQuery is on the page without WDR's own
 * script, offers WDR's public entry point `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm`.
 */
export function setDiscountTransport(t: Transport, signal: AbortSignal): void {
  transport = t;
  const $ = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
  const api = {
    getDynamicDiscountPriceFromCartForm: (form: unknown, target?: unknown, options?: { custom_price?: unknown }) => {
      const el = (form as { 0?: unknown })?.[0] ?? form;
      if (el instanceof Element) void getProductDiscount(el, target, options);
    },
  };
  if (typeof $ === 'function') $.AdvanceWooDiscountRules ??= api;
  signal.addEventListener('abort', () => {
    transport = null;
    if ($?.AdvanceWooDiscountRules === api) delete $.AdvanceWooDiscountRules;
  });
}
