// The static-mode demo (/cookies): first visit, accept, reject, custom save, withdrawal, close actions, hashes.
import { test, expect, expectNoAxeViolations } from '../../../test/browser';
import { COOKIE, consentCommands, editPage, fixtureLog, installOracle, nextPaint, open, pauseClock, stored, violations } from './helpers';

const BAR = '#moove_gdpr_cookie_info_bar';
const ALL = { strict: '1', thirdparty: '1', advanced: '1', performance: '1', preference: '1' };

test.beforeEach(async ({ page }) => installOracle(page));

test('first visit: no category script runs, the bar appears after the delay without moving focus', async ({ page, watch }) => {
  await pauseClock(page);
  await page.goto('/cookies');
  await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'consent-bar'));
  await page.clock.runFor(1900);
  await expect(page.locator(BAR)).toBeHidden();
  await page.clock.runFor(200);
  await expect(page.locator(BAR)).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/gdpr-infobar-visible/);
  await expect(page.locator(BAR)).toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await fixtureLog(page)).toEqual([]);
  await expect(page.locator('iframe[data-gdpr-iframesrc]')).not.toHaveAttribute('src', /./);
  // The page printed its own Consent Mode default; we add none.
  expect(await consentCommands(page)).toHaveLength(1);
  // axe-core runs on timers: let the page's clock run again.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  expect(watch.errors).toEqual([]);
});

test('accept all runs every category in order, document.write does not wipe the page, embeds load', async ({ page, watch }) => {
  await open(page, '/cookies');
  await page.locator(`${BAR} .moove-gdpr-infobar-allow-all`).click();
  await expect(page.locator(BAR)).toBeHidden();
  expect(await stored(page)).toEqual(ALL);
  await nextPaint(page);
  await expect.poll(() => fixtureLog(page)).toContain('thirdparty:external');
  const log = await fixtureLog(page);
  expect(log.filter((e) => !e.endsWith('external'))).toEqual(['strict:header', 'thirdparty:header', 'thirdparty:footer', 'advanced:header', 'advanced:footer']);
  await expect(page.locator('#fixture-docwrite')).toHaveText('written by document.write');
  await expect(page.locator('h1')).toHaveText('Privacy & Cookies');
  await expect(page.locator('iframe[data-gdpr-iframesrc]')).toHaveAttribute('src', /\/fixture-embed\.html$/);
  await expect(page.locator('#moove_gdpr_save_popup_settings_button')).toBeVisible();
  const update = (await consentCommands(page)).find((c) => c[1] === 'update')?.[2];
  expect(update).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', security_storage: 'granted' });
  expect(await violations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('hostile post: images named currentScript, body and head shadow nothing of ours; document.write is still captured', async ({ page, watch }) => {
  // `<img name>` makes document.currentScript / .body / .head return the image: a consented script's write would then
  // go to the real document.write after load, which wipes the page.
  await editPage(page, '/cookies', (h) => h.replace('<h1 class="entry-title">', '<img name="currentScript" alt=""><img name="body" alt=""><img name="head" alt=""><h1 class="entry-title">'));
  await open(page, '/cookies');
  expect(await page.evaluate(() => (document as unknown as Record<string, unknown>).currentScript instanceof HTMLImageElement)).toBe(true);
  await page.locator(`${BAR} .moove-gdpr-infobar-allow-all`).click();
  await nextPaint(page);
  await expect(page.locator('#fixture-docwrite')).toHaveText('written by document.write');
  await expect(page.locator('h1')).toHaveText('Privacy & Cookies');
  // The body bundle went to the start of the real <body>, not into an image.
  expect(await page.evaluate(() => document.getElementById('fixture-thirdparty-body')?.parentElement?.tagName)).toBe('BODY');
  expect(await violations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('reject stores strict only: strict scripts run, nothing else; Consent Mode says denied', async ({ page }) => {
  await open(page, '/cookies');
  await page.locator(`${BAR} .moove-gdpr-infobar-reject-btn`).click();
  await nextPaint(page);
  expect(await stored(page)).toEqual({ ...ALL, thirdparty: '0', advanced: '0', performance: '0', preference: '0' });
  await expect.poll(() => fixtureLog(page)).toEqual(['strict:header']);
  const update = (await consentCommands(page)).find((c) => c[1] === 'update')?.[2];
  expect(update).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'granted' });
  await page.reload();
  await page.clock.runFor(2100);
  await expect(page.locator(BAR)).toBeHidden();
  await expect.poll(() => fixtureLog(page)).toEqual(['strict:header']);
});

test('withdrawing a category removes its tags and the cookies (keeping the shop\'s), consent kept for the rest', async ({ page, context }) => {
  await open(page, '/cookies');
  await page.locator(`${BAR} .moove-gdpr-infobar-allow-all`).click();
  await nextPaint(page);
  await expect(page.locator('#fixture-marketing-body')).toHaveCount(1);
  await context.addCookies([
    { name: '_ga', value: 'GA1.1', url: 'http://localhost/cookies' },
    { name: 'woocommerce_items_in_cart', value: '1', url: 'http://localhost' },
    { name: 'wordpress_test_cookie', value: 'WP', url: 'http://localhost' },
  ]);
  await page.locator('#moove_gdpr_save_popup_settings_button').click();
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await page.locator('#moove_gdpr_advanced_cookies').uncheck();
  await page.locator('.moove-gdpr-modal-save-settings').click();
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '1', advanced: '0' });
  await nextPaint(page);
  // The withdrawal's code comes on its first use: wait for the cookies to go.
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('_ga');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('fixture_marketing');
  expect(names).toEqual(expect.arrayContaining(['woocommerce_items_in_cart', 'wordpress_test_cookie', 'moove_gdpr_popup']));
  await expect(page.locator('#fixture-marketing-body')).toHaveCount(0);
  await expect(page.locator('#fixture-thirdparty-body')).toHaveCount(1);
  // Our updates carry every signal (the fixture's marketing script sends a partial one of its own).
  const last = (await consentCommands(page)).filter((c) => c[1] === 'update' && 'analytics_storage' in c[2]).at(-1)?.[2];
  expect(last).toMatchObject({ ad_storage: 'denied', analytics_storage: 'granted' });
  expect(await violations(page)).toEqual([]);
});

test('close action 1 hides the bar for the session; 3 accepts all (config edited)', async ({ page }) => {
  await open(page, '/cookies');
  await page.locator(`${BAR} .moove-gdpr-button-holder .moove-gdpr-infobar-close-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  expect(await stored(page)).toBeNull();
  await page.reload();
  await page.clock.runFor(2100);
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator('#moove_gdpr_save_popup_settings_button')).toBeVisible();
  expect(await fixtureLog(page)).toEqual([]);

  const fresh = await page.context().newPage();
  await editPage(fresh, '/cookies', (h) => h.replace('"close_btn_action":"1"', '"close_btn_action":"3"'));
  await open(fresh, '/cookies');
  // Under gdpr-main.css the notice's own close button is hidden; the button row's is the one a visitor sees.
  await fresh.locator(`${BAR} .moove-gdpr-button-holder .moove-gdpr-infobar-close-btn`).click();
  expect(await stored(fresh)).toEqual(ALL);
});

test('hashes on arrival: #gdpr_cookie_modal opens the modal', async ({ page }) => {
  await open(page, '/cookies#gdpr_cookie_modal');
  await page.clock.runFor(600);
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/moove_gdpr_overflow/);
  // axe-core runs on timers: let the page's clock run again.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeHidden();
});

test('hashes on arrival never decide: a link to #gdpr-accept-cookies shows the bar; a click on such a link accepts', async ({ page }) => {
  // A link from another site, an email or an ad is not the visitor's choice.
  await open(page, '/cookies#gdpr-accept-cookies');
  await expect(page.locator(BAR)).toBeVisible();
  await page.clock.runFor(600);
  await nextPaint(page);
  expect(await stored(page)).toBeNull();
  expect(await fixtureLog(page)).toEqual([]);
  await expect(page.locator('iframe[data-gdpr-iframesrc]')).not.toHaveAttribute('src', /./);
  // The visitor's own click on the same link in the page does what the original does.
  await page.locator('a[href="#gdpr-accept-cookies"]').click();
  await expect(page.locator(BAR)).toBeHidden();
  expect(await stored(page)).toEqual(ALL);
  await nextPaint(page);
  await expect.poll(() => fixtureLog(page)).toContain('thirdparty:header');
  expect(await violations(page)).toEqual([]);
});

test('hashes on arrival never decide: #gdpr-reject-cookies keeps a returning visitor\'s choice and opens the settings', async ({ page }) => {
  await page.context().addCookies([COOKIE(ALL)]);
  await open(page, '/cookies#gdpr-reject-cookies');
  await page.clock.runFor(600);
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  expect(await stored(page)).toEqual(ALL);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.locator('#moove_gdpr_performance_cookies')).toBeChecked();
});

test('links in content: #gdpr-reject-cookies and the data-href span (from the keyboard)', async ({ page }) => {
  await open(page, '/cookies');
  await page.locator('a[href="#gdpr-reject-cookies"]').click();
  expect(await stored(page)).toMatchObject({ strict: '1', thirdparty: '0' });
  expect(page.url()).not.toContain('#gdpr-reject');
  await page.locator('span[data-href="#moove_gdpr_cookie_modal"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  // The stored choice shows in the switches.
  await page.getByRole('tab', { name: 'Strictly Necessary Cookies' }).click();
  await expect(page.locator('#moove_gdpr_strict_cookies')).toBeChecked();
  await expect(page.locator('#moove_gdpr_performance_cookies')).not.toBeChecked();
});
