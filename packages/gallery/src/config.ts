import { bool, isRecord, num, readConfig, readGlobal, str, type ConfigOf, type WidgetContext } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';

/** `woo_variation_gallery_options` (Woo Variation Gallery; every value localized as a string). */
const WVG_SCHEMA = {
  gallery_reset_on_variation_change: bool(),
  enable_gallery_zoom: bool(true),
  enable_gallery_lightbox: bool(true),
  enable_gallery_preload: bool(true),
  preloader_disable: bool(),
  enable_thumbnail_slide: bool(true),
  gallery_thumbnails_columns: num(4),
};

/** The part of WooCommerce's `wc_single_product_params` the galleries read. */
const PRODUCT_SCHEMA = {
  zoom_enabled: bool(),
  photoswipe_enabled: bool(),
  flexslider_enabled: bool(),
  i18n_product_gallery_trigger_text: str('View full-screen image gallery'),
};

const DEFAULT_COLUMNS = 4;
const MAX_COLUMNS = 12;

/** WVG's options under their own names (the flags as booleans, the column count in range). */
export type WvgOptions = ConfigOf<typeof WVG_SCHEMA>;

export interface ProductParams {
  zoom: boolean;
  lightbox: boolean;
  slider: boolean;
  triggerLabel: string;
}

export interface GalleryConfig {
  /** Null when the page has no usable `woo_variation_gallery_options` (WVG galleries stand down). */
  wvg: WvgOptions | null;
  /** Null when the page has no usable `wc_single_product_params` (WooCommerce galleries stand down). */
  product: ProductParams | null;
  triggerLabel: string;
  /** wc-ajax `get_default_gallery` and `get_variation_gallery`: one transport each, so neither waits for the other. */
  defaults: Transport;
  variations: Transport;
}

/** Reads WVG's options; `warn` hears about malformed values (their defaults are used). */
export function readWvgOptions(raw: unknown, warn: (m: string) => void): WvgOptions {
  const o = readConfig(raw, WVG_SCHEMA, 'woo_variation_gallery_options', warn);
  const columns = o.gallery_thumbnails_columns;
  if (Number.isInteger(columns) && columns >= 1 && columns <= MAX_COLUMNS) return o;
  warn('woo_variation_gallery_options.gallery_thumbnails_columns is out of range; using 4');
  return { ...o, gallery_thumbnails_columns: DEFAULT_COLUMNS };
}

/** Reads the gallery part of `wc_single_product_params`. */
export function readProductParams(raw: unknown, warn: (m: string) => void): ProductParams {
  const p = readConfig(raw, PRODUCT_SCHEMA, 'wc_single_product_params', warn);
  return { zoom: p.zoom_enabled, lightbox: p.photoswipe_enabled, slider: p.flexslider_enabled, triggerLabel: p.i18n_product_gallery_trigger_text };
}

/** A global read through `read`, or null (one warning) when it is there but not an object. */
function optional<T>(name: string, read: (raw: unknown, warn: (m: string) => void) => T, warn: (m: string) => void): T | null {
  const raw = readGlobal(name);
  if (raw === undefined) return null;
  if (!isRecord(raw)) {
    warn(`${name} is not an object`);
    return null;
  }
  return read(raw, warn);
}

/** WVG takes the wc-ajax URL from the variation form's params; WooCommerce's own params carry it too. */
export function wcAjaxUrl(): string {
  for (const name of ['wc_add_to_cart_variation_params', 'woocommerce_params', 'wc_add_to_cart_params']) {
    const g = readGlobal(name);
    if (isRecord(g) && typeof g.wc_ajax_url === 'string' && g.wc_ajax_url.includes('%%endpoint%%')) return g.wc_ajax_url;
  }
  return '/?wc-ajax=%%endpoint%%';
}

/** Once per page: both plugins' globals, and the two wc-ajax transports. */
export function setupGallery(ctx: WidgetContext): GalleryConfig {
  const warn = (m: string) => ctx.warn(m, null);
  const product = optional('wc_single_product_params', readProductParams, warn);
  const endpoint = { kind: 'wc' as const, wcAjaxUrl: wcAjaxUrl() };
  return {
    wvg: optional('woo_variation_gallery_options', readWvgOptions, warn),
    product,
    triggerLabel: product?.triggerLabel ?? 'View full-screen image gallery',
    defaults: createTransport({ endpoint }),
    variations: createTransport({ endpoint }),
  };
}
