// Geo mode (premium): `moove_gdpr_localize_scripts` decides, per visitor, whether the bar shows and which categories
// are preset. The demo page is switched to geo mode before its config script runs; the answer is set per test.
import type { Page } from '@playwright/test';
import { test, expect } from '../../../test/browser';
import { ajaxCalls, fixtureLog, installOracle, open, stored, violations } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';

/** Turns geo mode on in the page's printed config and answers the geo call with `answer`. */
async function geo(page: Page, answer: string) {
  await page.addInitScript(() => {
    let cfg: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'moove_frontend_gdpr_scripts', {
      configurable: true,
      get: () => cfg,
      set: (v: Record<string, unknown>) => void (cfg = { ...v, geo_location: 'true' }),
    });
  });
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    new URLSearchParams(route.request().postData() ?? '').get('action') === 'moove_gdpr_localize_scripts'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: answer })
      : route.continue(),
  );
}

test.beforeEach(async ({ page }) => installOracle(page));

test('a visitor the server says needs no banner: no bar, every category runs unasked, and the answer is cached', async ({ page, watch }) => {
  await geo(page, '{"display_cookie_banner":"false","enabled_default":{"strict":1,"third_party":0,"advanced":0}}');
  const calls = ajaxCalls(page);
  await open(page, '/cookies');
  await expect.poll(() => calls.filter((c) => c.action === 'moove_gdpr_localize_scripts').length).toBe(1);
  await page.clock.runFor(2100);
  await expect.poll(() => fixtureLog(page)).toEqual(expect.arrayContaining(['thirdparty:header', 'advanced:header']));
  await expect(page.locator(BAR)).toBeHidden();
  // Nobody was asked, so nothing is stored as the visitor's choice.
  expect(await stored(page)).toBeNull();

  // The next page asks the server again only when the session's cached answer is gone.
  await open(page, '/cookies');
  await page.clock.runFor(2100);
  expect(calls.filter((c) => c.action === 'moove_gdpr_localize_scripts')).toHaveLength(1);
  expect(watch.errors).toEqual([]);
});

test('a visitor who needs the banner gets it, with the server’s defaults preset in the settings', async ({ page }) => {
  await geo(page, '{"display_cookie_banner":"true","enabled_default":{"strict":1,"third_party":1,"advanced":0}}');
  await open(page, '/cookies');
  await page.clock.runFor(2100);
  await expect(page.locator(BAR)).toBeVisible();
  expect(await fixtureLog(page)).toEqual([]);
  await page.locator(`${BAR} .moove-gdpr-infobar-settings-btn`).click();
  await expect(page.locator('#moove_gdpr_performance_cookies')).toBeChecked();
  await expect(page.locator('#moove_gdpr_advanced_cookies')).not.toBeChecked();
  expect(await violations(page)).toEqual([]);
});

test('an unreadable geo answer warns once and falls back to the printed settings', async ({ page, watch }) => {
  await geo(page, '<html>error</html>');
  await open(page, '/cookies');
  await page.clock.runFor(2100);
  await expect(page.locator(BAR)).toBeVisible();
  await expect.poll(() => watch.warnings.filter((w) => w.includes('consent-bar')).length).toBe(1);
  expect(await fixtureLog(page)).toEqual([]);
});
