import { isRecord, readConfig, readGlobal, sameOriginUrl, str, type MountContext, type WidgetContext } from '@dropins/core';
import { setupDiscounts } from './wdr';

/** What `setup` reads once per page. */
export interface Page {
  /** `wc_add_to_cart_variation_params`: wc_ajax_url and the four texts, in the order of `Params`. */
  params: string[];
  /** Woo Discount Rules' part of a form, when the page has usable `awdr_params`. */
  discounts: ((form: HTMLFormElement, ctx: MountContext<Page>) => void) | null;
}

export function setupPage(ctx: WidgetContext): Page {
  const warn = (m: string) => ctx.warn(m, null);
  /**
   * The string fields `keys` of a global, in that order (WordPress localizes strings): missing ones are the
   * `key=default` default or empty, malformed ones warned about.
   */
  const read = (name: string, keys: string) =>
    Object.values(
      readConfig(
        readGlobal(name),
        Object.fromEntries(keys.split(' ').map((k) => k.split(/=(.*)/)).map(([k, fallback]) => [k, str(fallback)])),
        name,
        warn,
      ),
    ) as string[];
  // Required, as for the original (which does nothing without it): the widget stands down without it.
  const params = read(
    'wc_add_to_cart_variation_params',
    'wc_ajax_url=/?wc-ajax=%%endpoint%% i18n_no_matching_variations_text i18n_make_a_selection_text i18n_unavailable_text i18n_reset_alert_text',
  );
  // Woo Discount Rules' `awdr_params`: optional (most shops have no WDR); unusable when not an object or
  // when its ajax URL is on another origin (one warning then).
  const raw = readGlobal('awdr_params');
  const cfg =
    isRecord(raw) &&
    read(
      'awdr_params',
      'ajaxurl nonce enable_update_price_with_qty custom_target_variable_product awdr_opacity_to_bulk_table awdr_dynamic_bulk_table_status awdr_dynamic_bulk_table_off=on',
    );
  if (cfg && sameOriginUrl(cfg[0])) return { params, discounts: setupDiscounts(cfg, warn, ctx.signal) };
  if (raw !== undefined) warn('awdr_params is unusable');
  return { params, discounts: null };
}
