// The variation form under WooCommerce's real stylesheets (woocommerce.css, -layout, -smallscreen) at desktop and
// phone width: every control usable in each state, the geometry WooCommerce's own script keeps (selects keep their
// width at the first choice: the Clear link is hidden with visibility, keeping its space), options no variation
// allows taken out as the original does, and the ajax lookup dimming the form under WooCommerce's spinner.
import { test, expect, waitForMounted } from '../../../test/browser';
import { expectNoSidewaysOverflow, expectUsable, VIEWPORTS } from '../../../test/visible';

const selectWidths = (page: import('@playwright/test').Page) =>
  page.$$eval('form.variations_form .variations select', (selects) => selects.map((s) => Math.round(s.getBoundingClientRect().width)));

for (const viewport of VIEWPORTS) {
  test.describe(`variation form at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('inline: usable in every state; no width jump at the first choice; options without a variation taken out', async ({ page, watch }) => {
      await page.goto('/phone');
      await waitForMounted(page, 'variation-form');
      const form = page.locator('form.variations_form');
      const clear = form.locator('.reset_variations');
      await expect(form.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
      await expectUsable(page, form.locator('.variations select'));
      // Hidden as WooCommerce's stylesheet hides it: no paint, but its space kept.
      expect(await clear.evaluate((a) => [getComputedStyle(a).visibility, a.getBoundingClientRect().width > 0])).toEqual(['hidden', true]);
      const before = await selectWidths(page);

      await page.selectOption('#pa_colour', 'glacier');
      await expect(clear).toBeVisible();
      expect(await selectWidths(page)).toEqual(before);
      await page.selectOption('#pa_storage', '256gb');
      // Glacier 256 GB exists with two carriers: the third is taken out (the placeholder stays).
      await expect(page.locator('#carrier option')).toHaveText(['Choose an option', 'Unlocked', 'NovaMobile']);
      await page.selectOption('#carrier', 'NovaMobile');
      await expect(page.locator('input.variation_id')).toHaveValue('7318');
      await expectUsable(page, form.locator('.variations select, .reset_variations, input.qty, .single_add_to_cart_button'));
      await expectNoSidewaysOverflow(page);

      await clear.click();
      await expect(page.locator('#carrier option')).toHaveCount(4);
      await expect(clear).toBeHidden();
      expect(await selectWidths(page)).toEqual(before);
      expect(watch.errors).toEqual([]);
    });

    test('ajax: the form is dimmed under WooCommerce spinner while the server answers, then usable again', async ({ page, watch }) => {
      await page.goto('/phone-ajax');
      await waitForMounted(page, 'variation-form');
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/?wc-ajax=get_variation', async (route) => {
        await answered;
        await route.continue();
      });
      await page.selectOption('#pa_colour', 'sage');
      await page.selectOption('#pa_storage', '256gb');
      await page.selectOption('#carrier', 'Unlocked');
      const overlay = page.locator('form.variations_form > .blockUI.blockOverlay');
      await expect(overlay).toHaveCount(1);
      const look = await overlay.evaluate((o) => {
        const form = o.parentElement!.getBoundingClientRect();
        const box = o.getBoundingClientRect();
        const spinner = getComputedStyle(o, '::before');
        return {
          covers: Math.round(box.width) === Math.round(form.width) && Math.round(box.height) === Math.round(form.height),
          background: getComputedStyle(o).backgroundColor,
          opacity: getComputedStyle(o).opacity,
          spinner: spinner.backgroundImage.includes('loader.svg') && spinner.animationName === 'spin',
        };
      });
      expect(look).toEqual({ covers: true, background: 'rgb(255, 255, 255)', opacity: '0.6', spinner: true });
      await expect(page.locator('form.variations_form')).toHaveAttribute('aria-busy', 'true');
      // The overlay takes the clicks meant for the form meanwhile.
      const hit = await page.locator('#carrier').evaluate((s) => {
        s.scrollIntoView({ block: 'center' });
        const r = s.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.className;
      });
      expect(hit).toBe('blockUI blockOverlay');
      answer();
      await expect(page.locator('.product_meta .sku')).toHaveText('AX5P-SAGE-256GB-UNLOCKED');
      await expect(overlay).toHaveCount(0);
      await expectUsable(page, page.locator('form.variations_form .variations select, .reset_variations, .single_add_to_cart_button'));
      await expectNoSidewaysOverflow(page);
      expect(watch.errors).toEqual([]);
    });
  });
}
