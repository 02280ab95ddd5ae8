// Keyboard-only use of the bar and the modal (WAI-ARIA dialog and tabs patterns), and bad input.
import { test, expect, expectNoAxeViolations } from '../../../test/browser';
import { COOKIE, editPage, fixtureLog, installOracle, nextPaint, open, stored, tabTo, violations } from './helpers';

const MODAL = '#moove_gdpr_cookie_modal';
const focused = (page: import('@playwright/test').Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');

test.beforeEach(async ({ page }) => installOracle(page));

test('keyboard only: settings, tabs with arrows, switches with Space, save; focus trapped and returned', async ({ page, watch }) => {
  await open(page, '/cookies');
  await tabTo(page, '#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-settings-btn');
  await page.keyboard.press('Enter');
  await expect(page.locator(MODAL)).toBeVisible();
  expect(await focused(page)).toContain('moove-gdpr-modal-close');
  // axe-core runs on timers: let the page's clock run again.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  // Tab never leaves the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#moove_gdpr_cookie_modal'))).toBe(true);
  }
  await tabTo(page, '[role="tab"][aria-selected="true"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Strictly Necessary Cookies' })).toBeFocused();
  await expect(page.locator('#strict-necessary-cookies')).toBeVisible();
  await expect(page.locator('#privacy_overview')).toBeHidden();
  await tabTo(page, '#moove_gdpr_strict_cookies');
  await page.keyboard.press('Space');
  await tabTo(page, '[role="tab"][aria-selected="true"]', true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, '#moove_gdpr_performance_cookies');
  await expect(page.locator('#moove_gdpr_performance_cookies')).toBeEnabled();
  await page.keyboard.press('Space');
  await tabTo(page, '.moove-gdpr-modal-save-settings');
  await page.keyboard.press('Enter');

  await expect(page.locator(MODAL)).toBeHidden();
  expect(await stored(page)).toEqual({ strict: '1', thirdparty: '1', advanced: '0', performance: '0', preference: '0' });
  // The opener (in the bar) is gone: focus lands on the floating settings button; Esc closes and returns there.
  await expect(page.locator('#moove_gdpr_save_popup_settings_button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(MODAL)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(MODAL)).toBeHidden();
  await expect(page.locator('#moove_gdpr_save_popup_settings_button')).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/moove_gdpr_overflow/);
  await expect.poll(() => fixtureLog(page)).toContain('thirdparty:footer');
  expect(await fixtureLog(page)).not.toContain('advanced:header');
  expect(await violations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('strict off disables the other switches; the shortcode refuses them and pulses the strict switch', async ({ page }) => {
  await open(page, '/cookies');
  const analytics = page.locator('.gdpr_cookie_settings_shortcode_content input[data-name="moove_gdpr_performance_cookies"]');
  await analytics.click();
  await expect(analytics).not.toBeChecked();
  await expect(page.locator('.gdpr-shr-switch').first()).toHaveAttribute('style', /scale\(1\.2\)/);
  await page.clock.runFor(300);
  await expect(page.locator('.gdpr-shr-switch').first()).not.toHaveAttribute('style', /scale/);
  await page.locator('.gdpr_cookie_settings_shortcode_content input[data-name="moove_gdpr_strict_cookies"]').check();
  await analytics.check();
  await expect(page.locator('#moove_gdpr_performance_cookies')).toBeChecked();
  await page.locator('.gdpr-shr-save-settings').click();
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '1', advanced: '0' });
});

test('a malformed consent cookie: one warning, treated as absent, no script runs', async ({ page, context, watch }) => {
  await context.addCookies([{ name: 'moove_gdpr_popup', value: '%7Bstrict%3A1', url: 'http://localhost' }]);
  await open(page, '/cookies');
  await expect(page.locator('#moove_gdpr_cookie_info_bar')).toBeVisible();
  expect(await fixtureLog(page)).toEqual([]);
  expect(watch.warnings.filter((w) => w.includes('consent-bar'))).toEqual([expect.stringContaining('moove_gdpr_popup cookie is not JSON')]);
});

test('a hand-edited cookie keeps what parses: a bad category is not consented', async ({ page, context, watch }) => {
  await context.addCookies([COOKIE({ strict: '1', thirdparty: 'yes', advanced: '0' })]);
  await open(page, '/cookies');
  await expect(page.locator('#moove_gdpr_cookie_info_bar')).toBeHidden();
  await expect.poll(() => fixtureLog(page)).toEqual(['strict:header']);
  expect(watch.warnings.filter((w) => w.includes('consent-bar'))).toHaveLength(1);
});

test('malformed scripts_defined: one warning, consent still recorded, nothing injected', async ({ page, watch }) => {
  await editPage(page, '/cookies', (h) => h.replace('"scripts_defined":"{', '"scripts_defined":"{{'));
  await open(page, '/cookies');
  await page.locator('#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-allow-all').click();
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '1' });
  expect(await fixtureLog(page)).toEqual([]);
  expect(watch.warnings.filter((w) => w.includes('consent-bar'))).toEqual([expect.stringContaining('scripts_defined is not JSON')]);
});

test('a failing script URL: one warning, and the scripts after it still run in order', async ({ page, watch }) => {
  await editPage(page, '/cookies', (h) => h.replace('<script data-gdpr async src=', '<script data-gdpr src=').replace('analytics-demo.js', 'broken-demo.js'));
  await open(page, '/cookies');
  await page.locator('#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-allow-all').click();
  await nextPaint(page);
  await expect.poll(() => fixtureLog(page)).toContain('advanced:footer');
  expect(await fixtureLog(page)).toEqual(['strict:header', 'thirdparty:header', 'thirdparty:footer', 'advanced:header', 'advanced:footer']);
  expect(watch.warnings.filter((w) => w.includes('consent-bar'))).toEqual([expect.stringContaining('broken-demo.js')]);
});
