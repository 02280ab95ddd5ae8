import { isRecord, sanitizeHTML, setHTML, type MountContext, type Transport } from '@dropins/core';
import { on } from './bus';
import { ask } from './discount';
import { make, text } from './display';
import { toNumber } from './quantity';
import type { Discounts, Page } from './page';

/**
 * Woo Discount Rules on a variable product: the discounted price for the chosen quantity, and the bulk
 * table of the shown variation (of the product while none is shown). Each keeps only its newest request.
 */
export function mountDiscounts(form: HTMLFormElement, d: Discounts, ctx: MountContext<Page>): void {
  const { cfg } = d;
  const scope: ParentNode = form.closest('.product') ?? document;
  const value = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  /** Asks `wdr_ajax` and hands over the answer (null: an error) unless a newer ask, or the unmount, aborted it. */
  const newest = (transport: Transport) => {
    let c: AbortController | undefined;
    ctx.signal.addEventListener('abort', () => c?.abort());
    return (data: Record<string, unknown>, then: (res: Record<string, unknown> | null) => void) => {
      c?.abort();
      const { signal } = (c = new AbortController());
      void ask(transport, 'wdr_ajax', data, signal, ctx.warn).then((res) => signal.aborted || ctx.guard(() => then(res)));
    };
  };

  if (cfg.enable_update_price_with_qty === 'show_dynamically') {
    const price = newest(d.price);
    form.querySelectorAll<HTMLInputElement>('input[name="quantity"]').forEach((input) =>
      on(ctx, input, 'change', () => {
        const id = value('variation_id');
        const qty = toNumber(input.value);
        const area = scope.querySelector(d.target);
        if (!+id || !area) return;
        if (qty === null) return ctx.warn('quantity is not a number', input);
        let el = area.querySelector('.price');
        if (!el) area.replaceChildren((el = make('div', 'price')));
        // An error empties the price: a stale price must not stay on show.
        price({ method: 'get_price_html', product_id: id, qty }, (res) => setHTML(el, res ? text(res.price_html) || text(res.original_price_html) : ''));
      }),
    );
  }

  if (cfg.awdr_dynamic_bulk_table_status !== '1' || cfg.awdr_dynamic_bulk_table_off !== 'on') return;
  const table = newest(d.table);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = '';
  // WDR waits 100 ms after the variation shows before it reloads the table.
  const later = (id: string) => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        ctx.guard(() => {
          const slots = scope.querySelectorAll('.awdr-bulk-customizable-table');
          if (!+id || id === shown || !slots.length) return;
          const dim = scope.querySelectorAll<HTMLElement>(d.dim);
          const fade = (opacity: string) => dim.forEach((el) => (el.style.opacity = opacity));
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
  on(ctx, form, 'show_variation', (_e, [v]) => isRecord(v) && v.is_bundled !== true && later(text(v.variation_id)));
  on(ctx, form, 'hide_variation', () => later(value('product_id')));
  ctx.signal.addEventListener('abort', () => clearTimeout(timer));
}
