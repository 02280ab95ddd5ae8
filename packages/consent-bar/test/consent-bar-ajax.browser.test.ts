// Ajax insertion mode (/cookies-ajax): bundles fetched per consent, a cached page that works for every visitor.
import { test, expect } from '../../../test/browser';
import { COOKIE, ajaxCalls, consentCommands, fixtureLog, installOracle, nextPaint, open, stored, violations } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';
const of = (calls: Record<string, string>[], action: string) => calls.filter((c) => c.action === action);

test.beforeEach(async ({ page }) => installOracle(page));

test('first visit: our Consent Mode default comes first; accepting fetches and runs the bundles', async ({ page, watch }) => {
  const calls = ajaxCalls(page);
  await open(page, '/cookies-ajax');
  await expect(page.locator(BAR)).toBeVisible();
  expect(of(calls, 'moove_gdpr_get_scripts')).toEqual([]);
  const first = (await consentCommands(page))[0];
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  expect(Object.values(first[2]).every((v) => v === 'denied')).toBe(true);
  expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer: unknown[] }).dataLayer[0]))).toBe(false);

  await page.locator(`${BAR} .moove-gdpr-infobar-allow-all`).click();
  await nextPaint(page);
  await expect.poll(() => fixtureLog(page)).toEqual(expect.arrayContaining(['thirdparty:header', 'advanced:header', 'thirdparty:footer', 'advanced:footer']));
  expect(of(calls, 'moove_gdpr_get_scripts')).toEqual([
    expect.objectContaining({ strict: '1', thirdparty: '1', advanced: '1', performance: '1', preference: '1', wp_lang: '' }),
  ]);
  await expect(page.locator('#fixture-docwrite')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('returning visitor (analytics only): fetched on load for that category; withdrawal beacons the server', async ({ page, context }) => {
  await context.addCookies([COOKIE({ strict: '1', thirdparty: '1', advanced: '0', performance: '0', preference: '0' })]);
  const calls = ajaxCalls(page);
  await open(page, '/cookies-ajax');
  await expect(page.locator(BAR)).toBeHidden();
  await expect.poll(() => fixtureLog(page)).toContain('thirdparty:footer');
  expect(await fixtureLog(page)).not.toContain('advanced:header');
  expect(of(calls, 'moove_gdpr_get_scripts')).toEqual([expect.objectContaining({ strict: '1', thirdparty: '1', advanced: '0' })]);
  // The printed globals were a first visitor's; they now say what this visitor chose.
  expect(await page.evaluate(() => (window as unknown as { gdpr_consent__cookies: string }).gdpr_consent__cookies)).toBe('strict|thirdparty');

  // Close action 2 on this page: reject (a withdrawal of analytics).
  await page.locator('#moove_gdpr_save_popup_settings_button').click();
  await page.locator('.moove-gdpr-modal-reject-all').click();
  await nextPaint(page);
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '0' });
  await expect.poll(() => of(calls, 'moove_gdpr_remove_php_cookies').map((c) => [c.type, c.security])).toEqual([['navigatorBeacon', '3f9a1c2b7d']]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('fixture_analytics');
  await expect(page.locator('#fixture-thirdparty-body')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('close action 2 rejects', async ({ page }) => {
  await open(page, '/cookies-ajax');
  await page.locator(`${BAR} .moove-gdpr-button-holder .moove-gdpr-infobar-close-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  expect(await stored(page)).toEqual({ strict: '1', thirdparty: '0', advanced: '0', performance: '0', preference: '0' });
  expect(await fixtureLog(page)).toEqual([]);
});
