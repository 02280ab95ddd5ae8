// Look parity and usability of the decoder popup on the fixture post under the plugin's real stylesheets
// (/look-cleantalk, the ES-module build), against ../shared/fixtures/cleantalk/look/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForMounted } from '../../../test/browser';
import { compareWithLook } from '../../../test/look';
import { sharedDir } from '../../../test/shared';
import { expectUsable } from '../../../test/visible';

const SALES = 'span[data-original-string^="AQEB"]';
/** Share of differing pixels allowed per state (see the package README, "Look parity"). */
const TOLERANCE = { wait: 0.01, decoded: 0.01, blocked: 0.01 };
const blockedAnswer = () => readFileSync(resolve(sharedDir(), 'fixtures/cleantalk/responses/apbct_decode_email.blocked.json'), 'utf8');

/** The fixture post with the clock paused once both widgets are mounted: only `runFor` moves time. */
async function openPost(page: Page, width = 1280, height = 800) {
  await page.setViewportSize({ width, height });
  await page.clock.install();
  await page.goto('/look-cleantalk');
  await waitForMounted(page, 'email-decoder', 5);
  await waitForMounted(page, 'antispam-signals');
  await waitForMounted(page, 'antispam-signals-badge', 2);
  await page.clock.pauseAt(Date.now() + 60_000);
}
const scripts = (page: Page) => {
  const urls: string[] = [];
  // Our ES-module build's files (the page's demo helper script aside).
  page.on('request', (request) => request.resourceType() === 'script' && request.url().includes('/dist/esm/') && urls.push(request.url()));
  return urls;
};

test('the popup is not fetched at page load, only on the first click', async ({ page }) => {
  const fetched = scripts(page);
  await openPost(page);
  const atLoad = fetched.length;
  await page.click(SALES);
  await expect(page.locator('#apbct_popup')).toContainText('The magic is on the way!');
  expect(fetched.length).toBeGreaterThan(atLoad);
});

test('wait, decoded and blocked look like the original', async ({ page }) => {
  await openPost(page);
  await page.click(SALES);
  const popup = page.locator('#apbct_popup');
  await expect(popup).toContainText('The magic is on the way!');
  const wait = await compareWithLook(page, 'cleantalk', 'email-decoder-wait-1280x800.png');
  await page.clock.runFor(3100);
  await expect(popup.locator('.apbct-email-encoder-select-whole-email')).toHaveText('sales@oakandiron.shop');
  const decoded = await compareWithLook(page, 'cleantalk', 'email-decoder-decoded-1280x800.png');
  await page.getByRole('button', { name: 'Got it' }).click();
  console.log(`look ratios: wait ${wait.ratio.toFixed(4)}, decoded ${decoded.ratio.toFixed(4)}`);
  expect(wait.ratio).toBeLessThanOrEqual(TOLERANCE.wait);
  expect(decoded.ratio).toBeLessThanOrEqual(TOLERANCE.decoded);
});

test('blocked looks like the original', async ({ page }) => {
  await page.route('**/apbct_decode_email', (route) => route.fulfill({ contentType: 'application/json', body: blockedAnswer() }));
  await openPost(page);
  await page.click(SALES);
  await expect(page.locator('#apbct_popup')).toContainText('The magic is on the way!');
  await page.clock.runFor(3100);
  await expect(page.locator('#apbct_popup_text')).toHaveText('CleanTalk email decoder: Blocked: Blocked');
  const blocked = await compareWithLook(page, 'cleantalk', 'email-decoder-blocked-1280x800.png');
  console.log(`look ratio: blocked ${blocked.ratio.toFixed(4)}`);
  expect(blocked.ratio).toBeLessThanOrEqual(TOLERANCE.blocked);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`usable at ${width}x${height}: the page usable under a message; Got it reachable, focus kept in the dialog`, async ({ page }) => {
    await page.route('**/apbct_decode_email', (route) => route.fulfill({ contentType: 'application/json', body: blockedAnswer() }));
    await openPost(page, width, height);
    await page.click(SALES);
    // The wait text shows once the decoding's lazy code has loaded and set its 3 s timer on the paused clock.
    await expect(page.locator('#apbct_popup')).toContainText('The magic is on the way!');
    await page.clock.runFor(3100);
    await expect(page.locator('#apbct_popup_text')).toContainText('Blocked');
    // A blocked message leaves the page usable, as the original does.
    await expectUsable(page, page.locator('input.search-field'));
    await expectUsable(page, page.locator('#apbct_popup'));
    await page.clock.runFor(3100);
    await expect(page.locator('#apbct_popup')).toBeHidden();

    await page.unroute('**/apbct_decode_email');
    await page.click(SALES);
    await expect(page.locator('#apbct_popup')).toContainText('The magic is on the way!');
    await page.clock.runFor(3100);
    const gotIt = page.getByRole('button', { name: 'Got it' });
    await expect(gotIt).toBeFocused();
    await expectUsable(page, gotIt);
    await expectUsable(page, page.locator('#apbct_popup'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#apbct_popup') || document.activeElement === document.body)).toBe(true);
    await gotIt.click();
    await expect(page.locator('#apbct_popup')).toBeHidden();
  });
}
