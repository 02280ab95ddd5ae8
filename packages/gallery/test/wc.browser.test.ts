// WooCommerce's own product gallery (/aero-case-wc, no Woo Variation Gallery) in real Chromium: shown at once,
// flexslider's thumbnail nav on a scroll-snap row, WooCommerce's events, the trigger and lightbox, the variation's
// image, axe.
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';

test.describe('gallery on WooCommerce gallery pages', () => {
  test('shown at once with its thumbnail nav; a click or Enter on a thumbnail slides to it', async ({ page, watch }) => {
    // Axe on the whole page and several page loads: minutes on this shared 2-core machine under load.
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { __events: string[] };
      w.__events = [];
      for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init'])
        document.addEventListener(name, (e) => w.__events.push(`${name}:${(e as CustomEvent<unknown[]>).detail[0] === e.target}`));
    });
    await page.goto('/aero-case-wc');
    await waitForMounted(page, 'gallery');
    const gallery = page.locator('.woocommerce-product-gallery');
    await expect(gallery).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(['wc-product-gallery-before-init:true', 'wc-product-gallery-after-init:true']);
    const thumbs = page.locator('ol.flex-control-nav.flex-control-thumbs li img');
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.first()).toHaveClass(/flex-active/);
    const wrapper = page.locator('.woocommerce-product-gallery__wrapper');
    const slideAt = () => wrapper.evaluate((w) => Math.round(w.scrollLeft / w.clientWidth));
    await thumbs.nth(1).click();
    await expect.poll(slideAt).toBe(1);
    await expect(thumbs.nth(1)).toHaveClass(/flex-active/);
    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(slideAt).toBe(0);
    // WooCommerce's trigger, prepended because zoom is on, labelled from wc_single_product_params.
    await expect(page.getByRole('button', { name: 'View full-screen image gallery' })).toHaveClass('woocommerce-product-gallery__trigger');
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });

  test("a variation shows its image on the first slide and its thumbnail; Clear brings the product's back", async ({ page }) => {
    await page.goto('/aero-case-wc');
    await waitForMounted(page, 'gallery');
    const thumbs = page.locator('ol.flex-control-thumbs li img');
    await thumbs.nth(1).click();
    await page.selectOption('#pa_colour', 'coral');
    await page.selectOption('#pa_model', 'aero-12');
    const wrapper = page.locator('.woocommerce-product-gallery__wrapper');
    await expect.poll(() => wrapper.evaluate((w) => Math.round(w.scrollLeft / w.clientWidth))).toBe(0);
    await expect(page.locator('.woocommerce-product-gallery__image img').first()).toHaveAttribute('src', /coral-600x600/);
    // Unlike WooCommerce's (which keeps the thumbnail's old srcset), the first thumbnail shows the variation.
    await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/coral-100x100/);
    await page.locator('.woocommerce-product-gallery__trigger').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/coral\.jpg$/);
    await page.keyboard.press('Escape');
    await page.locator('.reset_variations').click();
    await expect(page.locator('.woocommerce-product-gallery__image img').first()).toHaveAttribute('src', /aero-case-600x600/);
  });

  test('zoom on hover over the main image', async ({ page }) => {
    await page.goto('/aero-case-wc');
    await waitForMounted(page, 'gallery');
    await page.locator('.woocommerce-product-gallery__image').first().hover({ position: { x: 450, y: 420 } });
    await expect(page.locator('img.zoomImg')).toHaveAttribute('src', /\/aero-case\.jpg$/);
    await page.mouse.move(1000, 700);
    await expect(page.locator('img.zoomImg')).toHaveCount(0);
  });
});
