// The premium options (/cookies-premium): consent version, GPC, WP Consent API, close with redirect, accept on scroll.
import { test, expect } from '../../../test/browser';
import { COOKIE, fixtureLog, installOracle, nextPaint, open, stored, violations } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';
const V1 = { strict: '1', thirdparty: '1', advanced: '1', performance: '1', preference: '1', version: '1' };

test.beforeEach(async ({ page }) => installOracle(page));

test('version bump: an older (or unversioned) consent is deleted and asked again; the current one is kept', async ({ page, context }) => {
  await context.addCookies([COOKIE(V1)]);
  await open(page, '/cookies-premium');
  await expect(page.locator(BAR)).toBeVisible();
  expect(await stored(page)).toBeNull();
  expect(await fixtureLog(page)).toEqual([]);

  await page.locator(`${BAR} .moove-gdpr-infobar-allow-all`).click();
  expect(await stored(page)).toEqual({ ...V1, version: '2' });
  await nextPaint(page);
  // WP Consent API: every category told.
  expect(await page.evaluate(() => (window as unknown as { fixtureConsentApi: string[] }).fixtureConsentApi)).toEqual([
    'functional:allow', 'statistics:allow', 'marketing:allow', 'preferences:allow',
  ]);
  await page.reload();
  await page.clock.runFor(2100);
  await expect(page.locator(BAR)).toBeHidden();
  await expect.poll(() => fixtureLog(page)).toContain('preference:footer');
  expect(await violations(page)).toEqual([]);
});

test('Global Privacy Control: no bar, only strict applies, accept all cannot grant more', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await open(page, '/cookies-premium');
  await expect(page.locator(BAR)).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { fixtureLog?: string[] }).fixtureLog?.slice())).toEqual(['strict:header']);
  await page.locator('a[href="#gdpr-accept-cookies"]').click();
  // A returning choice (GPC's strict only) loads the bar's controls on the click itself: the answer follows them.
  await expect.poll(() => stored(page)).toMatchObject({ strict: '1', thirdparty: '0', advanced: '0' });
  expect(await page.evaluate(() => (window as unknown as { fixtureLog: string[] }).fixtureLog)).toEqual(['strict:header']);
});

test('close action 4 rejects and redirects to the configured same-origin URL', async ({ page }) => {
  await open(page, '/cookies-premium');
  await Promise.all([page.waitForURL('**/cookies-ajax'), page.locator(`${BAR} .moove-gdpr-button-holder .moove-gdpr-infobar-close-btn`).click()]);
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '0', version: '2' });
});

test('accept on scroll: 200 px of scrolling consents with the defaults (all, when none are set)', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await open(page, '/cookies-premium');
  await expect(page.locator(BAR)).toBeVisible();
  // Records the position of every scroll event after ours: once it has seen 100 px, our listener has judged 100 px.
  await page.evaluate(() => addEventListener('scroll', () => ((window as unknown as { seenY: number }).seenY = scrollY)));
  await page.mouse.wheel(0, 100);
  await expect.poll(() => page.evaluate(() => (window as unknown as { seenY?: number }).seenY)).toBe(100);
  expect(await stored(page)).toBeNull();
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect.poll(() => stored(page)).toMatchObject({ strict: '1', thirdparty: '1', advanced: '1' });
  await expect(page.locator(BAR)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('gdpr_session'))).toContain('"thirdparty":1');
  expect(await violations(page)).toEqual([]);
});

test('the hide timer consents after 30 s without interaction', async ({ page }) => {
  await open(page, '/cookies-premium');
  await page.clock.runFor(29_000);
  expect(await stored(page)).toBeNull();
  await page.clock.runFor(1_500);
  expect(await stored(page)).toMatchObject({ strict: '1', advanced: '1' });
  await expect(page.locator(BAR)).toBeHidden();
});
