import { isRecord, sanitizeHTML, setHTML, type MountContext } from '@dropins/core';
import { on } from './bus';
import { ask } from './discount';
import { make, text } from './display';
import { toNumber } from './quantity';
import type { Page } from './page';

type Discounts = NonNullable<Page['discounts']>;

/**
 * Woo Discount Rules on a variable product: the discounted price for the chosen quantity, and the bulk
 * table of the shown variation (of the product while none is shown). Each keeps only its newest request.
 */
export function mountDiscounts(form: HTMLFormElement, d: Discounts, ctx: MountContext<Page>): void {
  const { cfg } = d;
  const scope: ParentNode = form.closest('.product') ?? document;
  const warn = (m: string) => ctx.warn(m);
  const id = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  // The selectors come from the shop's settings: a broken one is warned about, not thrown.
  const all = <T extends Element>(selector: string): T[] => {
    try {
      return Array.from(scope.querySelectorAll<T>(selector));
    } catch {
      warn(`bad selector ${selector}`);
      return [];
    }
  };
  /** A signal per request that the next request (or the unmount) aborts. */
  const newest = () => {
    let c: AbortController | undefined;
    ctx.signal.addEventListener('abort', () => c?.abort());
    return () => {
      c?.abort();
      return (c = new AbortController()).signal;
    };
  };

  if (cfg.enable_update_price_with_qty === 'show_dynamically') {
    const next = newest();
    const update = (input: HTMLInputElement) => {
      const productId = id('variation_id');
      if (!+productId) return;
      const qty = toNumber(input.value);
      if (qty === null) return ctx.warn('quantity is not a number', input);
      const area = all(cfg.custom_target_variable_product || '.woocommerce-variation-price')[0];
      if (!area) return;
      let price = area.querySelector('.price');
      if (!price) area.replaceChildren((price = make('div', 'price')));
      const signal = next();
      void ask(d.price, 'wdr_ajax', { method: 'get_price_html', product_id: productId, qty }, signal, warn).then((res) => {
        // An error empties the price: a stale price must not stay on show.
        if (!signal.aborted) setHTML(price, res ? text(res.price_html) || text(res.original_price_html) : '');
      });
    };
    form.querySelectorAll<HTMLInputElement>('input[name="quantity"]').forEach((input) => on(ctx, input, 'change', () => update(input)));
  }

  if (cfg.awdr_dynamic_bulk_table_status !== '1' || cfg.awdr_dynamic_bulk_table_off !== 'on') return;
  const next = newest();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = '';
  const load = (productId: string) => {
    if (!+productId || productId === shown) return;
    const slots = all('.awdr-bulk-customizable-table');
    if (!slots.length) return;
    const dim = all<HTMLElement>(cfg.awdr_opacity_to_bulk_table || 'div.awdr-bulk-customizable-table');
    const fade = (opacity: string) => dim.forEach((el) => (el.style.opacity = opacity));
    const signal = next();
    shown = productId;
    fade('0.5');
    void ask(d.table, 'wdr_ajax', { method: 'get_variable_product_bulk_table', product_id: productId }, signal, warn).then((res) => {
      if (signal.aborted) return;
      fade('');
      const html = res ? text(res.bulk_table) : (shown = '');
      // An answer without a table leaves the old one; an error empties it.
      if (res && !html) return;
      for (const slot of slots) {
        // The answer wraps itself in the slot's own div, which is not nested again.
        const frag = sanitizeHTML(html);
        const only = frag.childElementCount === 1 ? frag.firstElementChild : null;
        slot.replaceChildren(...(only?.classList.contains('awdr-bulk-customizable-table') ? only.childNodes : [frag]));
      }
    });
  };
  // WDR waits 100 ms after the variation shows before it reloads the table.
  const later = (productId: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => ctx.guard(() => load(productId)), 100);
  };
  on(ctx, form, 'show_variation', (_e, [v]) => {
    if (isRecord(v) && v.is_bundled !== true) later(text(v.variation_id));
  });
  on(ctx, form, 'hide_variation', () => later(id('product_id')));
  ctx.signal.addEventListener('abort', () => clearTimeout(timer));
}
