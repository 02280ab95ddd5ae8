import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: content extras', () => {
  test('testimonial width, background-layout hover, pricing currency and shop classes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-content-extras');
    const testimonial = page.locator('.et_pb_testimonial_0');
    const portrait = testimonial.locator('.et_pb_testimonial_portrait');
    await expect(portrait).toHaveCSS('width', '90px');
    // Indented by the portrait's outer width (its margins are Divi's stylesheet's).
    const outer = await portrait.evaluate((p: HTMLElement) => {
      const style = getComputedStyle(p);
      return p.offsetWidth + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
    });
    expect(outer).toBeGreaterThanOrEqual(90);
    await expect(testimonial.locator('.et_pb_testimonial_description')).toHaveCSS('margin-left', `${outer}px`);
    await expect(portrait).toHaveAttribute('style', /background-image/);
    await testimonial.hover();
    await expect(testimonial).toHaveClass(/\bet_pb_bg_layout_dark\b/);
    await expect(testimonial).not.toHaveClass(/\bet_pb_bg_layout_light\b/);
    await page.mouse.move(0, 0);
    await expect(testimonial).toHaveClass(/\bet_pb_bg_layout_light\b/);
    await page.waitForLoadState('load');
    const sign = page.locator('.et_pb_pricing_table_0 .et_pb_dollar_sign');
    await expect.poll(() => sign.evaluate((s: HTMLElement) => parseFloat(s.style.marginLeft))).toBeLessThan(0);
    const width = await sign.evaluate((s) => s.getBoundingClientRect().width);
    expect(await sign.evaluate((s: HTMLElement) => parseFloat(s.style.marginLeft))).toBeCloseTo(-width, 1);
    const products = page.locator('.et_pb_shop_0 li.product');
    for (let i = 0; i < 4; i++) await expect(products.nth(i)).toHaveClass(new RegExp(`\\bet_pb_shop_item_0_${i}\\b`));
    const overlay = products.first().locator('.et_overlay');
    await expect(overlay).toHaveAttribute('data-icon', 'P');
    await expect(overlay).toHaveClass(/\bet_pb_inline_icon\b/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => testimonial.locator('.et_pb_testimonial_description').evaluate((d: HTMLElement) => d.style.marginLeft)).toBe('');
  });
});
