import { isRecord, readConfig, readGlobal, sameOriginUrl, str } from '@dropins/core';
import type { DiscountParams, Params } from './types';

/**
 * `wc_add_to_cart_variation_params`: required, as for the original (which does nothing without it).
 * Missing strings fall back to empty; a malformed one is warned about.
 */
export function readParams(warn: (m: string) => void): Params {
  return readConfig(
    readGlobal('wc_add_to_cart_variation_params'),
    {
      wc_ajax_url: str('/?wc-ajax=%%endpoint%%'),
      i18n_no_matching_variations_text: str(),
      i18n_make_a_selection_text: str(),
      i18n_unavailable_text: str(),
      i18n_reset_alert_text: str(),
    },
    'wc_add_to_cart_variation_params',
    warn,
  );
}

/**
 * Woo Discount Rules' `awdr_params`: optional (most shops have no WDR). Null when absent, or when unusable
 * (not an object, or an ajax URL on another origin), with one warning then.
 */
export function readDiscountParams(warn: (m: string) => void): DiscountParams | null {
  const raw = readGlobal('awdr_params');
  if (raw === undefined) return null;
  const cfg =
    isRecord(raw) &&
    readConfig(
      raw,
      {
        ajaxurl: str(),
        nonce: str(),
        enable_update_price_with_qty: str(),
        custom_target_variable_product: str(),
        awdr_opacity_to_bulk_table: str(),
        awdr_dynamic_bulk_table_status: str(),
        awdr_dynamic_bulk_table_off: str('on'),
      },
      'awdr_params',
      warn,
    );
  if (cfg && sameOriginUrl(cfg.ajaxurl)) return cfg;
  warn('awdr_params is unusable; discount pricing is off');
  return null;
}
