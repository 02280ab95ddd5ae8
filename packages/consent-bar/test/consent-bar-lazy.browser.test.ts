// The settings modal (lightbox, tabs, accordion) and the script injector are interaction-only code: not fetched at
// page load, nor while the visitor leaves the bar alone; fetched when the visitor reaches for the bar (or an
// opener). Checked on the ESM build, where each is a chunk of its own.
import { test, expect, holdRequests } from '../../../test/browser';
import { COOKIE } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';

test('the settings modal code is not part of the start: it comes when the visitor reaches for the bar, laid out hidden, and the click shows it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/dist/')) scripts.push(new URL(request.url()).pathname);
  });
  // The bar shows 300 ms after the start (the look page's script_delay): at `load` it is not up yet.
  await page.goto('/look/gdpr-cookie-compliance?esm');
  const atLoad = [...scripts];
  expect(atLoad).toContain('/dist/esm/consent-bar.js');
  expect(atLoad.some((path) => path.includes('/settings-modal-'))).toBe(false);
  await expect(page.locator(BAR)).toBeVisible();

  // Nothing comes near the bar: once the page is quiet, neither the modal's code nor the injector has been fetched.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(settings-modal|injector)-/.test(path))).toEqual([]);

  // The pointer comes over the bar (not over the settings button): the modal's code and the injector come, and the
  // modal waits hidden, out of reach of the keyboard and of screen readers, with focus left where it was.
  await page.locator(`${BAR} .moove-gdpr-cookie-notice`).hover();
  await expect.poll(() => scripts.filter((path) => /\/(settings-modal|injector)-/.test(path))).toHaveLength(2);
  expect(scripts.slice(atLoad.length).every((path) => path.startsWith('/dist/esm/') && !atLoad.includes(path))).toBe(true);
  const modal = page.locator('#moove_gdpr_cookie_modal');
  await expect(page.locator('.gdpr_lightbox > .gdpr_lightbox-wrap > .gdpr_lightbox-container > .gdpr_lightbox-content > #moove_gdpr_cookie_modal')).toHaveCount(1);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.locator(`${BAR} .moove-gdpr-infobar-settings-btn`).click();
  await expect(modal).toBeVisible();
  await expect(page.locator('#moove_gdpr_cookie_modal .moove-gdpr-modal-close')).toBeFocused();
  // The lazily loaded part works: the tabs switch panels.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.locator('#third_party_cookies')).toBeVisible();
  await expect(page.locator('#privacy_overview')).toBeHidden();
  // The rest of the page is inert once the modal is drawn.
  await expect(page.locator('body > :not(.gdpr_lightbox):not([aria-live])').first()).toHaveJSProperty('inert', true);
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
  // The code is held back until the key press has been made.
  const code = await holdRequests(page, (request) => /\/dist\/esm\/ui-[^/]*\.js$/.test(request.url()));
  await page.goto('/look/gdpr-cookie-compliance?esm');
  const floating = page.locator('#moove_gdpr_save_popup_settings_button');
  await expect(floating).toBeVisible();
  await floating.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeHidden();
  code.release();
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
});
