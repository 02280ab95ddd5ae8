import { createTransport, isRecord, readConfig, readGlobal, sameOriginUrl, str, type Field, type Transport, type WidgetContext } from '@dropins/core';
import { setDiscountTransport } from './discount';
import type { DiscountParams, Params } from './types';

/** Woo Discount Rules, when the page has it: its params, one request queue per purpose, usable selectors. */
export interface Discounts {
  cfg: DiscountParams;
  price: Transport;
  table: Transport;
  /** Where the price for the quantity goes. */
  target: string;
  /** What is dimmed while the bulk table reloads. */
  dim: string;
}

/** What `setup` reads once per page. */
export interface Page {
  params: Params;
  discounts: Discounts | null;
}

/** A schema of string fields (WordPress localizes strings); missing ones are empty, malformed ones warned about. */
const strings = (keys: string, more: Record<string, Field<string>>) => ({ ...Object.fromEntries(keys.split(' ').map((k) => [k, str()])), ...more });

export function setupPage(ctx: WidgetContext): Page {
  const warn = (m: string) => ctx.warn(m, null);
  // Required, as for the original (which does nothing without it): the widget stands down without it.
  const params = readConfig(
    readGlobal('wc_add_to_cart_variation_params'),
    strings('i18n_no_matching_variations_text i18n_make_a_selection_text i18n_unavailable_text i18n_reset_alert_text', {
      wc_ajax_url: str('/?wc-ajax=%%endpoint%%'),
    }),
    'wc_add_to_cart_variation_params',
    warn,
  ) as unknown as Params;
  // Woo Discount Rules' `awdr_params`: optional (most shops have no WDR); unusable when not an object or
  // when its ajax URL is on another origin (one warning then).
  const raw = readGlobal('awdr_params');
  const cfg =
    isRecord(raw) &&
    (readConfig(
      raw,
      strings('ajaxurl nonce enable_update_price_with_qty custom_target_variable_product awdr_opacity_to_bulk_table awdr_dynamic_bulk_table_status', {
        awdr_dynamic_bulk_table_off: str('on'),
      }),
      'awdr_params',
      warn,
    ) as unknown as DiscountParams);
  if (!cfg || !sameOriginUrl(cfg.ajaxurl)) {
    if (raw !== undefined) warn('awdr_params is unusable');
    return { params, discounts: null };
  }
  // Separate queues, so a slow bulk table never holds up the price of the quantity just typed.
  const make = () => createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl, nonceField: 'awdr_nonce' }, nonce: cfg.nonce });
  /** A selector from the shop's settings, or the default when it is empty or broken (one warning then). */
  const selector = (s: string, fallback: string) => {
    try {
      return document.querySelector(s), s;
    } catch {
      if (s) warn(`bad selector ${s}`);
      return fallback;
    }
  };
  setDiscountTransport(make(), ctx.signal);
  return {
    params,
    discounts: {
      cfg,
      price: make(),
      table: make(),
      target: selector(cfg.custom_target_variable_product, '.woocommerce-variation-price'),
      dim: selector(cfg.awdr_opacity_to_bulk_table, 'div.awdr-bulk-customizable-table'),
    },
  };
}
