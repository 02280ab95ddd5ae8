import { readConfig, readGlobal, str, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';
import { readDiscountSettings, type DiscountSettings } from './discount-settings';

/** `wc_add_to_cart_variation_params`, as WooCommerce localizes it (all strings). */
const PARAMS_SCHEMA = {
  wc_ajax_url: str('/?wc-ajax=%%endpoint%%'),
  i18n_no_matching_variations_text: str(),
  i18n_make_a_selection_text: str(),
  i18n_unavailable_text: str(),
  i18n_reset_alert_text: str(),
};

/** The texts the form shows and announces. */
export interface Texts {
  noMatch: string;
  selectFirst: string;
  unavailable: string;
  reset: string;
}

/** What `setup` reads once per page. */
export interface Settings {
  texts: Texts;
  /** `/?wc-ajax=get_variation`, for forms whose variations are not inline. */
  lookup: Transport;
  /** Woo Discount Rules, when the page has usable `awdr_params`. */
  discounts: DiscountSettings | null;
}

/**
 * Reads the page's config once: `wc_add_to_cart_variation_params` is required, as for the original (which does
 * nothing without it), so the widget stands down without it; Woo Discount Rules' `awdr_params` is optional.
 */
export function readSettings(ctx: WidgetContext): Settings {
  const warn = (message: string) => ctx.warn(message, null);
  const params = readConfig(readGlobal('wc_add_to_cart_variation_params'), PARAMS_SCHEMA, 'wc_add_to_cart_variation_params', warn);
  return {
    texts: {
      noMatch: params.i18n_no_matching_variations_text,
      selectFirst: params.i18n_make_a_selection_text,
      unavailable: params.i18n_unavailable_text,
      reset: params.i18n_reset_alert_text,
    },
    lookup: createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: params.wc_ajax_url } }),
    discounts: readDiscountSettings(ctx),
  };
}
