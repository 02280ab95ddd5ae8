import { type Cleanup, type WidgetContext, textOf } from '@dropins/core';
import { sanitizeHTML } from '@dropins/core/safety';
import { askDiscounts, fieldValue, type DiscountAnswer } from './discount-request';
import type { DiscountSettings } from './discount-settings';

import type { Variation } from './types';

/** WDR waits this long after the variation shows before it reloads the table. */
const RELOAD_DELAY_MS = 100;

/**
 * Woo Discount Rules' bulk table follows the shown variation (the product's while none shows): `wdr_ajax`
 * get_variable_product_bulk_table, 100 ms after `show_variation` / `hide_variation`, dimmed to 0.5 meanwhile.
 * Only the newest answer counts; an answer without a table leaves the old one, an error empties it. The table the
 * page was printed with is the product's, so the start (which hides the variation) asks nothing.
 */
export function reloadBulkTable(form: HTMLFormElement, ctx: WidgetContext, discounts: DiscountSettings): Cleanup | void {
  const transport = discounts.tables;
  if (!transport) return;
  const scope = form.closest('.product') ?? form;
  const tables = ctx.latest();
  // The page prints the product's own table: nothing to ask until another is to be shown.
  let shownId = fieldValue(form, 'product_id');
  let cancelPending = () => {};

  const reload = (id: string) => {
    const slots = scope.querySelectorAll('.awdr-bulk-customizable-table');
    if (!Number(id) || id === shownId || !slots.length) return;
    const dimmed = scope.querySelectorAll<HTMLElement>(discounts.dimmedSelector);
    const dim = (opacity: string) => dimmed.forEach((el) => (el.style.opacity = opacity));
    shownId = id;
    dim('0.5');
    const data = { method: 'get_variable_product_bulk_table', product_id: id };
    void tables.run((signal) => askDiscounts(transport, 'wdr_ajax', data, signal, ctx.warn)).then((answer) => {
      if (answer === undefined) return;
      dim('');
      if (!answer) shownId = '';
      ctx.guard(() => fillTables(slots, answer));
    });
  };
  const reloadSoon = (id: string) => {
    cancelPending();
    cancelPending = ctx.later(RELOAD_DELAY_MS, () => reload(id));
  };
  ctx.on(form, 'show_variation', (_event, [variation]) => {
    const v = variation as Variation | null;
    if (v?.is_bundled !== true) reloadSoon(textOf(v?.variation_id));
  });
  ctx.on(form, 'hide_variation', () => reloadSoon(fieldValue(form, 'product_id')));
}

/** Puts the answer's table in each slot; the answer wraps itself in the slot's own div, which is not nested again. */
function fillTables(slots: NodeListOf<Element>, answer: DiscountAnswer | null): void {
  const html = answer ? textOf(answer.bulk_table) : '';
  if (answer && !html) return;
  slots.forEach((slot) => {
    const fragment = sanitizeHTML(html);
    const only = fragment.childElementCount === 1 ? fragment.firstElementChild : null;
    slot.replaceChildren(...(only?.classList.contains('awdr-bulk-customizable-table') ? only.childNodes : [fragment]));
  });
}
