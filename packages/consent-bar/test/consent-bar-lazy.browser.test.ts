// The settings modal (lightbox, tabs, accordion) is interaction-only UI: not fetched at page load, fetched on first
// use. Checked on the ESM build, where it is a chunk of its own under /dist/esm/.
import { test, expect } from '../../../test/browser';
import { COOKIE } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';

test('the settings modal code is fetched on the first click on Settings, not at load, and then works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/dist/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/look/gdpr-cookie-compliance?esm');
  await expect(page.locator(BAR)).toBeVisible();
  const atLoad = [...scripts];
  expect(atLoad).toContain('/dist/esm/consent-bar.js');

  await page.locator(`${BAR} .moove-gdpr-infobar-settings-btn`).click();
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad.length);
  const lazy = scripts.slice(atLoad.length);
  expect(lazy.every((path) => path.startsWith('/dist/esm/') && !atLoad.includes(path))).toBe(true);

  // The lazily loaded part works: the tabs switch panels.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.locator('#third_party_cookies')).toBeVisible();
  await expect(page.locator('#privacy_overview')).toBeHidden();
});

test('a returning visitor who has chosen downloads no bar code until reaching for a control; the floating button then opens the settings', async ({ page, context }) => {
  await context.addCookies([COOKIE({ strict: '1', thirdparty: '1', advanced: '0', performance: '0', preference: '0' })]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/dist/esm/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/look/gdpr-cookie-compliance?esm');
  const floating = page.locator('#moove_gdpr_save_popup_settings_button');
  await expect(floating).toBeVisible();
  // The consented category's scripts ran: the start part works alone.
  await expect.poll(() => page.evaluate(() => (window as unknown as { fixtureLog?: string[] }).fixtureLog ?? [])).toContain('thirdparty:header');
  const atLoad = [...scripts];
  await expect(page.locator(BAR)).toBeHidden();

  // A click reaches the control first (the pointer moves over it): the code comes, and the click opens the modal.
  await floating.click();
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(atLoad.length);
  // The switches show the stored choice.
  await expect(page.locator('#moove_gdpr_performance_cookies')).toBeChecked();
});

test('a click that comes before the code does is not lost (keyboard, no pointer over the control first)', async ({ page, context }) => {
  await context.addCookies([COOKIE({ strict: '1', thirdparty: '0', advanced: '0', performance: '0', preference: '0' })]);
  await page.route('**/dist/esm/ui-*.js', async (route) => {
    // Holds the code back a moment, so that the key press arrives before it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/look/gdpr-cookie-compliance?esm');
  const floating = page.locator('#moove_gdpr_save_popup_settings_button');
  await expect(floating).toBeVisible();
  await floating.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
});
