// The shop behind a script optimizer: Autoptimize 3.1 (active in the shop; the cookie `dropins_ao=<mode>` turns its
// JS optimization on for one visitor, see scripts/wordpress/mu-plugin.php) in two modes, on both themes, with our
// plugin (project `dropins`) and with the originals (project `originals`):
// - `aggregate`: the script files aggregated into one minified, deferred file; inline scripts stay where they are;
// - `inline`: the same with the inline scripts (localized data, WordPress's `-before`/`-after` blocks) aggregated too.
// One product page per test: a variation with its price and discount table, the consent choice (through the settings
// dialog, a part of our consent bar fetched on first use) and add to cart. In project `dropins`, mode `inline`, the
// first screen is compared with the originals' under the same optimizer, as the look tests do.
import type { Page } from '@playwright/test';
import { test, expect } from '../browser';
import { differingShare, firstScreen, TOLERANCE } from './pixels';
import { dropinsOnPage, dropinsRequests, noticeDismissed, ours, path, shop } from './shop';

const s = shop();
const MODES = ['aggregate', 'inline'] as const;
const THEMES = [
  { name: 'twentytwentyfive', cookies: [] },
  { name: 'Divi', cookies: [{ name: 'dropins_theme', value: 'divi' }] },
];

/** The scripts Autoptimize serves from its cache folder. */
async function optimized(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.scripts].map((el) => el.src).filter((src) => src.includes('/cache/autoptimize/')));
}

for (const mode of MODES) {
  for (const theme of THEMES) {
    test(`Autoptimize (${mode}), ${theme.name}: variation, discount table, consent and add to cart work, and the page looks the same`, async ({
      page,
      context,
      browser,
      watch,
    }, info) => {
      test.slow(); // a product page (and two more for the comparison)
      const cookies = [{ name: 'dropins_ao', value: mode }, ...theme.cookies];
      await noticeDismissed(context);
      await context.addCookies(cookies.map((c) => ({ ...c, url: s.url })));
      const requests = dropinsRequests(page);
      await page.goto(path(s.variable.url));
      // With the originals Autoptimize aggregates their scripts; ours it leaves as they are (our plugin excludes them).
      if (!ours(info)) expect(await optimized(page), 'Autoptimize aggregated the scripts').not.toEqual([]);

      const form = page.locator('form.variations_form');
      await form.locator('select#pa_colour').selectOption('black');
      await form.locator('select#storage').selectOption('128 GB');
      await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
      await expect(page.locator('.awdr-bulk-customizable-table').first()).toContainText('Two to four');

      if (ours(info)) {
        await expect.poll(async () => (await dropinsOnPage(page)).mounted).toEqual(
          expect.arrayContaining(['antispam-signals', 'consent-bar', 'gallery', 'storefront-cart', 'storefront-fragments', 'variation-form']),
        );
      }
      // The consent bar's settings (in project `dropins` a part of our script fetched on first use), then the choice.
      const bar = page.locator('#moove_gdpr_cookie_info_bar');
      await bar.getByRole('button', { name: /settings/i }).click();
      const modal = page.locator('#moove_gdpr_cookie_modal');
      await expect(modal).toBeVisible();
      await modal.locator('.moove-gdpr-modal-allow-all').first().click();
      await expect(bar).toBeHidden();
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'moove_gdpr_popup')?.value).toBeTruthy();

      const button = form.locator('.single_add_to_cart_button');
      await expect(button).not.toHaveClass(/disabled/);
      await button.click();
      await expect(page.getByRole('alert').filter({ hasText: 'has been added to your cart' })).toBeVisible();
      // Every file of ours answered, from our own folder (a lazy part looked up beside an aggregated file would not).
      expect(requests.filter((r) => r.status !== 200)).toEqual([]);
      expect(watch.errors).toEqual([]);

      // The first screens are compared once per theme, under the mode that moves the most (inline scripts too).
      if (!ours(info) || mode !== 'inline') return;
      const on = await firstScreen(browser, s.variable.url, { cookies });
      const off = await firstScreen(browser, s.variable.url, { cookies: [...cookies, { name: 'dropins', value: 'off' }] });
      const { share, size, file } = differingShare('optimizer', `${mode}-${theme.name}`, on, off);
      console.log(`optimizer look, ${mode}, ${theme.name}: ${(share * 100).toFixed(2)} % of pixels differ`);
      expect(share, `${size}; see ${file}.diff.png`).toBeLessThanOrEqual(TOLERANCE);
    });
  }
}
