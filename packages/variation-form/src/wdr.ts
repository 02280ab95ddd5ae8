import { createTransport, emit, isRecord, parseJSON, sanitizeHTML, setHTML, type Payload, type Transport } from '@dropins/core';
import { newest, on } from './bus';
import { make, text } from './display';
import { toNumber } from './quantity';
import type { Page } from './page';
import type { Variation } from './types';

type Answer = Record<string, unknown> | null;

/**
 * One Woo Discount Rules request. WDR answers a bad nonce with the plain text `Invalid token` (HTTP 200), so
 * the body is read as text and must parse to an object; anything else is an error (null), warned about when
 * `warn` is given. A failed request is null too (the transport has said what went wrong).
 */
const ask = (t: Transport, action: string, data: Payload, signal?: AbortSignal, warn?: (m: string) => void): Promise<Answer> =>
  t.request<string>(action, data, { signal, as: 'text' }).then(
    (body) => {
      const res = parseJSON(body);
      if (isRecord(res)) return res;
      warn?.(`${action} answered ${body.slice(0, 30)}`);
      return null;
    },
    () => null,
  );

/** A form field's value ('' when the form has none). */
const field = (form: Element, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';

let discounts: Transport | null = null;

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
  if (!(el instanceof Element)) return;
  const id = +field(el, 'variation_id') || +field(el, 'add-to-cart');
  const res = discounts && id && (await ask(discounts, 'awdr_get_product_discount', { product_id: id, qty: +field(el, 'quantity'), custom_price: options.custom_price }));
  if (res) emit(document.body, 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount', [res, target, options]);
}

type JQueryStatic = ((...a: unknown[]) => unknown) & { AdvanceWooDiscountRules?: unknown };

/**
 * Page-level Woo Discount Rules: one request queue per purpose (a slow bulk table never holds up the price of
 * the quantity just typed), the shop's selectors (the default when one is empty or broken: one warning then),
 * the transport for `getProductDiscount`, and, when jQuery is on the page without WDR's own script, WDR's
 * public entry point `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm`. Returns the part
 * that runs for each form: the discounted price for the chosen quantity, and the bulk table of the shown
 * variation (of the product while none is shown). Each keeps only its newest request.
 */
export function setupDiscounts(cfg: string[], warn: (m: string) => void, signal: AbortSignal): NonNullable<Page['discounts']> {
  // In the order `setupPage` reads them (the keys of `DiscountParams`).
  const [ajaxUrl, nonce, priceMode, priceTarget, dimmed, tableStatus, tableOff] = cfg;
  const queue = () => createTransport({ endpoint: { kind: 'ajax', ajaxUrl, nonceField: 'awdr_nonce' }, nonce });
  const selector = (s: string, fallback: string) => {
    try {
      return document.querySelector(s), s;
    } catch {
      if (s) warn(`bad selector ${s}`);
      return fallback;
    }
  };
  const prices = priceMode === 'show_dynamically' && queue();
  const tables = tableStatus === '1' && tableOff === 'on' && queue();
  const target = selector(priceTarget, '.woocommerce-variation-price');
  const dim = selector(dimmed, 'div.awdr-bulk-customizable-table');
  discounts = queue();
  const $ = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
  const api = { getDynamicDiscountPriceFromCartForm: getProductDiscount };
  if (typeof $ === 'function') $.AdvanceWooDiscountRules ??= api;
  signal.addEventListener('abort', () => {
    discounts = null;
    if ($?.AdvanceWooDiscountRules === api) delete $.AdvanceWooDiscountRules;
  });

  return (form, ctx) => {
    const scope: ParentNode = form.closest('.product') ?? document;
    /** Asks `wdr_ajax` and hands over the answer (null: an error) unless a newer ask, or the unmount, came first. */
    const latest = (t: Transport) => {
      const next = newest(ctx);
      return (data: Payload, then: (res: Answer) => void) => {
        const signal = next();
        void ask(t, 'wdr_ajax', data, signal, ctx.warn).then((res) => signal.aborted || ctx.guard(() => then(res)));
      };
    };

    if (prices) {
      const price = latest(prices);
      form.querySelectorAll<HTMLInputElement>('input[name="quantity"]').forEach((input) =>
        on(ctx, input, 'change', () => {
          const id = field(form, 'variation_id');
          const qty = toNumber(input.value);
          const area = scope.querySelector(target);
          if (!+id || !area) return;
          if (qty === null) return ctx.warn('quantity is not a number', input);
          let el = area.querySelector('.price');
          if (!el) area.replaceChildren((el = make('div', 'price')));
          // An error empties the price: a stale price must not stay on show.
          price({ method: 'get_price_html', product_id: id, qty }, (res) => setHTML(el, res ? text(res.price_html) || text(res.original_price_html) : ''));
        }),
      );
    }

    if (!tables) return;
    const table = latest(tables);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = '';
    // WDR waits 100 ms after the variation shows before it reloads the table.
    const later = (id: string) => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          ctx.signal.aborted ||
          ctx.guard(() => {
            const slots = scope.querySelectorAll('.awdr-bulk-customizable-table');
            if (!+id || id === shown || !slots.length) return;
            const dimmed = scope.querySelectorAll<HTMLElement>(dim);
            const fade = (opacity: string) => dimmed.forEach((el) => (el.style.opacity = opacity));
            shown = id;
            fade('0.5');
            table({ method: 'get_variable_product_bulk_table', product_id: id }, (res) => {
              fade('');
              const html = res ? text(res.bulk_table) : (shown = '');
              // An answer without a table leaves the old one; an error empties it.
              if (res && !html) return;
              slots.forEach((slot) => {
                // The answer wraps itself in the slot's own div, which is not nested again.
                const frag = sanitizeHTML(html);
                const only = frag.childElementCount === 1 ? frag.firstElementChild : null;
                slot.replaceChildren(...(only?.classList.contains('awdr-bulk-customizable-table') ? only.childNodes : [frag]));
              });
            });
          }),
        100,
      );
    };
    on(ctx, form, 'show_variation', (_e, [v]) => (v as Variation | null)?.is_bundled !== true && later(text((v as Variation | null)?.variation_id)));
    on(ctx, form, 'hide_variation', () => later(field(form, 'product_id')));
  };
}
