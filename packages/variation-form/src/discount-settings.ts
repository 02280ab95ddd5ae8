import { isRecord, readConfig, readGlobal, str, type WidgetContext, docCall } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';
import { sameOriginUrl } from '@dropins/core/safety';
import { offerProductDiscount } from './product-discount';

/** The parts of Woo Discount Rules' `awdr_params` this widget honours (all strings, as localized). */
const AWDR_SCHEMA = {
  ajaxurl: str(),
  nonce: str(),
  enable_update_price_with_qty: str(),
  custom_target_variable_product: str(),
  awdr_opacity_to_bulk_table: str(),
  awdr_dynamic_bulk_table_status: str(),
  awdr_dynamic_bulk_table_off: str('on'),
};

/** Woo Discount Rules on this page. Each purpose has its own request queue, created once here. */
export interface DiscountSettings {
  /** `wdr_ajax` get_price_html, when the price follows the quantity (`show_dynamically`). */
  prices: Transport | null;
  /** `wdr_ajax` get_variable_product_bulk_table, when the bulk table follows the variation. */
  tables: Transport | null;
  /** Where the discounted price goes, inside the product. */
  priceTarget: string;
  /** What is dimmed while the bulk table reloads, inside the product. */
  dimmedSelector: string;
}

/**
 * Reads `awdr_params`: optional (most shops have no WDR); unusable when it is not an object or its ajax URL is on
 * another origin (one warning then). A broken selector is warned about once and the default is used. Also offers
 * `getProductDiscount` (and WDR's jQuery entry point) for the page.
 */
export function readDiscountSettings(ctx: WidgetContext): DiscountSettings | null {
  const raw = readGlobal('awdr_params');
  if (raw === undefined) return null;
  const warn = (message: string) => ctx.warn(message, null);
  const cfg = isRecord(raw) ? readConfig(raw, AWDR_SCHEMA, 'awdr_params', warn) : null;
  if (!cfg || !sameOriginUrl(cfg.ajaxurl)) {
    warn('awdr_params is unusable');
    return null;
  }
  // One queue per purpose: a slow bulk table never holds up the price of the quantity just typed.
  const queue = () => createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl, nonceField: 'awdr_nonce' }, nonce: cfg.nonce });
  offerProductDiscount(queue(), ctx.signal);
  const tablesOn = cfg.awdr_dynamic_bulk_table_status === '1' && cfg.awdr_dynamic_bulk_table_off === 'on';
  return {
    prices: cfg.enable_update_price_with_qty === 'show_dynamically' ? queue() : null,
    tables: tablesOn ? queue() : null,
    priceTarget: validSelector(cfg.custom_target_variable_product, '.woocommerce-variation-price', warn),
    dimmedSelector: validSelector(cfg.awdr_opacity_to_bulk_table, 'div.awdr-bulk-customizable-table', warn),
  };
}

/** `selector` when the browser accepts it (tried on an empty fragment, not on the page), else `fallback`. */
function validSelector(selector: string, fallback: string, warn: (message: string) => void): string {
  if (!selector) return fallback;
  try {
    docCall('createDocumentFragment', document).querySelector(selector);
    return selector;
  } catch {
    warn(`bad selector ${selector}`);
    return fallback;
  }
}
