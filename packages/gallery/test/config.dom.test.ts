import { afterEach, describe, expect, it, vi } from 'vitest';
import { readProductParams, readWvgOptions, wcAjaxUrl } from '../src/config';

// The fixture's globals (../shared/fixtures/woo-variation-gallery/product-page.wvg*.html).
const WVG = {
  gallery_reset_on_variation_change: '',
  enable_gallery_zoom: '1',
  enable_gallery_lightbox: '1',
  enable_gallery_preload: '1',
  preloader_disable: '',
  enable_thumbnail_slide: '1',
  gallery_thumbnails_columns: '4',
  is_vertical: '',
  thumbnail_position: 'bottom',
};

describe('readWvgOptions', () => {
  it('reads the localized strings as flags and a column count', () => {
    const warn = vi.fn();
    expect(readWvgOptions(WVG, warn)).toEqual({
      gallery_reset_on_variation_change: false,
      enable_gallery_zoom: true,
      enable_gallery_lightbox: true,
      enable_gallery_preload: true,
      preloader_disable: false,
      enable_thumbnail_slide: true,
      gallery_thumbnails_columns: 4,
    });
    expect(readWvgOptions({ ...WVG, gallery_reset_on_variation_change: '1', gallery_thumbnails_columns: '5', enable_gallery_zoom: '' }, warn)).toMatchObject({
      gallery_reset_on_variation_change: true,
      enable_gallery_zoom: false,
      gallery_thumbnails_columns: 5,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the defaults for missing keys, silently', () => {
    const warn = vi.fn();
    expect(readWvgOptions({}, warn)).toEqual({
      gallery_reset_on_variation_change: false,
      enable_gallery_zoom: true,
      enable_gallery_lightbox: true,
      enable_gallery_preload: true,
      preloader_disable: false,
      enable_thumbnail_slide: true,
      gallery_thumbnails_columns: 4,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about malformed values and falls back to their defaults', () => {
    const warn = vi.fn();
    const o = readWvgOptions({ ...WVG, enable_gallery_zoom: { on: true }, gallery_thumbnails_columns: 'many' }, warn);
    expect(o.enable_gallery_zoom).toBe(true);
    expect(o.gallery_thumbnails_columns).toBe(4);
    expect(warn).toHaveBeenCalledWith('woo_variation_gallery_options.enable_gallery_zoom is malformed; using the default');
  });

  it('keeps the column count in range', () => {
    const warn = vi.fn();
    expect(readWvgOptions({ ...WVG, gallery_thumbnails_columns: '0' }, warn).gallery_thumbnails_columns).toBe(4);
    expect(readWvgOptions({ ...WVG, gallery_thumbnails_columns: '2.5' }, warn).gallery_thumbnails_columns).toBe(4);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('readProductParams', () => {
  it("reads the theme's gallery support and the trigger text", () => {
    const raw = { zoom_enabled: '1', zoom_options: [], photoswipe_enabled: '1', flexslider_enabled: '', i18n_product_gallery_trigger_text: 'Full screen' };
    expect(readProductParams(raw, vi.fn())).toEqual({ zoom: true, lightbox: true, slider: false, triggerLabel: 'Full screen' });
  });

  it('turns everything off when the flags are missing, with the default trigger text', () => {
    expect(readProductParams({}, vi.fn())).toEqual({ zoom: false, lightbox: false, slider: false, triggerLabel: 'View full-screen image gallery' });
  });
});

describe('wcAjaxUrl', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params;
  });

  it("takes the variation form's wc_ajax_url, as WVG does", () => {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = { wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%' };
    expect(wcAjaxUrl()).toBe('/shop/?wc-ajax=%%endpoint%%');
  });

  it('falls back to the default path when no global carries a usable one', () => {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = { wc_ajax_url: 42 };
    expect(wcAjaxUrl()).toBe('/?wc-ajax=%%endpoint%%');
  });
});
