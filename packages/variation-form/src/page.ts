import { createTransport, type Transport, type WidgetContext } from '@dropins/core';
import { readDiscountParams, readParams } from './config';
import { installDiscountApi } from './discount';
import type { DiscountParams, Params } from './types';

/** What `setup` reads once per page. */
export interface Page {
  params: Params;
  /** Woo Discount Rules, when the page has it: its params and one request queue per purpose. */
  discounts: { cfg: DiscountParams; price: Transport; table: Transport } | null;
}

export function setupPage(ctx: WidgetContext): Page {
  const warn = (m: string) => ctx.warn(m, null);
  const params = readParams(warn);
  const cfg = readDiscountParams(warn);
  if (!cfg) return { params, discounts: null };
  // Separate queues, so a slow bulk table never holds up the price of the quantity just typed.
  const make = () => createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl, nonceField: 'awdr_nonce' }, nonce: cfg.nonce });
  installDiscountApi(make(), ctx.signal);
  return { params, discounts: { cfg, price: make(), table: make() } };
}
