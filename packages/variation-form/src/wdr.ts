import { isRecord, sanitizeHTML, setHTML, type MountContext } from '@dropins/core';
import { ask, ABORTED } from './ask';
import { on } from './bus';
import { toNumber } from './quantity';
import type { Page } from './page';

type Discounts = NonNullable<Page['discounts']>;

function query<T extends Element>(root: ParentNode, selector: string, warn: (m: string) => void): T[] {
  try {
    return Array.from(root.querySelectorAll<T>(selector));
  } catch {
    warn(`bad selector ${selector}`);
    return [];
  }
}

/** Puts a bulk table in its slot; the answer wraps itself in the slot's own div, which is not nested again. */
function fillTable(slot: Element, html: string): void {
  const frag = sanitizeHTML(html);
  const only = frag.childElementCount === 1 ? frag.firstElementChild : null;
  if (only?.classList.contains('awdr-bulk-customizable-table')) slot.replaceChildren(...Array.from(only.childNodes));
  else slot.replaceChildren(frag);
}

/**
 * Woo Discount Rules on a variable product: the discounted price for the chosen quantity, and the bulk
 * table of the shown variation (of the product while none is shown). Each keeps only its newest request.
 */
export function mountDiscounts(form: HTMLFormElement, d: Discounts, ctx: MountContext<Page>): void {
  const { cfg } = d;
  const scope: ParentNode = form.closest('.product') ?? document;
  const warn = (m: string) => ctx.warn(m);
  const id = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

  if (cfg.enable_update_price_with_qty === 'show_dynamically') {
    let latest: AbortController | null = null;
    const update = (input: HTMLInputElement) => {
      const productId = id('variation_id');
      if (!productId || productId === '0') return;
      const qty = toNumber(input.value);
      if (qty === null) return ctx.warn('quantity is not a number', input);
      const area = query<HTMLElement>(scope, cfg.custom_target_variable_product || '.woocommerce-variation-price', warn)[0];
      if (!area) return;
      let price = area.querySelector('.price');
      if (!price) area.replaceChildren((price = Object.assign(document.createElement('div'), { className: 'price' })));
      latest?.abort();
      const mine = (latest = new AbortController());
      void ask(d.price, 'wdr_ajax', { method: 'get_price_html', product_id: productId, qty }, mine.signal, warn).then((res) => {
        if (res === ABORTED || mine !== latest || !price) return;
        if (!res) price.replaceChildren();
        else if (typeof res.price_html === 'string' && res.price_html) setHTML(price, res.price_html);
        else if (typeof res.original_price_html === 'string') setHTML(price, res.original_price_html);
      });
    };
    form.querySelectorAll<HTMLInputElement>('input[name="quantity"]').forEach((input) => on(ctx, input, 'change', () => update(input)));
  }

  if (cfg.awdr_dynamic_bulk_table_status !== '1' || cfg.awdr_dynamic_bulk_table_off !== 'on') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: AbortController | null = null;
  let shown = '';
  const load = (productId: string) => {
    if (!productId || productId === '0' || productId === shown) return;
    const slots = query(scope, '.awdr-bulk-customizable-table', warn);
    if (!slots.length) return;
    const dim = query<HTMLElement>(scope, cfg.awdr_opacity_to_bulk_table || 'div.awdr-bulk-customizable-table', warn);
    latest?.abort();
    const mine = (latest = new AbortController());
    shown = productId;
    dim.forEach((el) => (el.style.opacity = '0.5'));
    void ask(d.table, 'wdr_ajax', { method: 'get_variable_product_bulk_table', product_id: productId }, mine.signal, warn).then((res) => {
      if (res === ABORTED || mine !== latest) return;
      dim.forEach((el) => (el.style.opacity = ''));
      if (!res) {
        shown = '';
        slots.forEach((s) => s.replaceChildren());
      } else if (typeof res.bulk_table === 'string' && res.bulk_table) slots.forEach((s) => fillTable(s, res.bulk_table as string));
    });
  };
  // WDR waits 100 ms after the variation shows before it reloads the table.
  const later = (productId: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => ctx.guard(() => load(productId)), 100);
  };
  on(ctx, form, 'show_variation', (_e, [v]) => {
    if (isRecord(v) && v.is_bundled !== true) later(String(v.variation_id));
  });
  on(ctx, form, 'hide_variation', () => later(id('product_id')));
  ctx.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    latest?.abort();
  });
}
