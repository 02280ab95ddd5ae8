// The decoder on the demo blog post (REST) and its admin-ajax twin, in real Chromium against the reference backend.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted, serverLog } from '../../../test/browser';

const SALES = 'AQEBAQEBAQEBAQEBAQEBAQ==af4+jp8mkfhYypxIU7T1bGyPE6l12aJXyU0vYWXn5kmhQg=';
const PRESS = 'BQUFBQUFBQUFBQUFBQUFBQ==af4demoRefusedPressContact0000=';
const sales = `span[data-original-string="${SALES}"]`;
const press = `span[data-original-string="${PRESS}"]`;
const mailto = 'a[href^="mailto:"][data-original-string]';
const tel = 'a.header-phone';

/** Opens a demo page with the fake clock paused once the decoder is mounted: only `runFor` moves time. */
async function open(page: Page, path: string) {
  await page.clock.install();
  await page.request.get('/__demo/log/clear');
  await page.goto(path);
  await waitForMounted(page, 'email-decoder', 5);
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Waits for the popup's wait text: the decoding's code (a lazy chunk fetched with the first click or when pointer or
 * focus reaches a contact) has loaded and its 3 s timer is set on the paused clock, so `runFor` can move it.
 */
async function waitText(page: Page) {
  await expect(page.locator('#apbct_popup')).toContainText('The magic is on the way!');
}

test.describe('email-decoder', () => {

  test('click, wait, got it: every allowed contact is filled and links get real hrefs', async ({ page, watch }) => {
    await open(page, '/blog-post');
    await page.click(sales);
    const popup = page.locator('#apbct_popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('The magic is on the way!');
    await expect(page.locator('body')).toHaveClass(/apbct-popup-fade/);
    // The address only shows once 3 s have passed, even though the answer came sooner.
    await page.clock.runFor(2500);
    await expect(popup).toContainText('The magic is on the way!');
    await page.clock.runFor(600);
    await expect(popup.locator('.apbct-email-encoder-select-whole-email')).toHaveText('sales@oakandiron.shop');
    const gotIt = popup.getByRole('button', { name: 'Got it' });
    await expect(gotIt).toBeFocused();
    // axe needs running timers; nothing pending depends on the clock standing still from here on.
    await page.clock.resume();
    await expectNoAxeViolations(page, '#apbct_popup');
    await gotIt.click();
    await expect(popup).toBeHidden();
    await expect(page.locator(sales)).toBeFocused();
    await expect(page.locator(mailto)).toHaveAttribute('href', 'mailto:support@oakandiron.shop');
    await expect(page.locator(tel)).toHaveAttribute('href', 'tel:+15550142290');
    await expect(page.locator(sales)).toHaveClass(/no-blur/);
    await page.clock.runFor(2100);
    await expect(page.locator(sales)).toHaveText('sales@oakandiron.shop');
    await expect(page.locator(mailto)).toHaveText('support@oakandiron.shop');
    await expect(page.locator(tel)).toHaveText('+1 (555) 014-2290');
    await expect(page.locator(sales)).not.toHaveAttribute('role', 'button');
    // The refused contact stays encoded and clickable.
    await expect(page.locator(press)).toHaveAttribute('role', 'button');
    await expect(page.locator(press)).toContainText('pr***@');

    const posts = (await serverLog(page)).filter((r) => r.path.endsWith('/apbct_decode_email'));
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.nonce).toMatch(/^[0-9a-f]{10}$/);
    const sent = Object.values(JSON.parse(posts[0].body.encodedEmails));
    expect(sent).toContain(SALES);
    expect(sent).toContain(PRESS);
    expect(sent).toHaveLength(5);
    expect(posts[0].body.post_url).toContain('/blog-post');
    expect(watch.errors).toEqual([]);
  });

  test('keyboard: a refused contact shows the blocked text, hides after 3 s and can be tried again', async ({ page, watch }) => {
    await open(page, '/blog-post');
    await page.focus(press);
    await page.keyboard.press('Enter');
    const text = page.locator('#apbct_popup_text');
    await waitText(page);
    await page.clock.runFor(3100);
    await expect(text).toHaveText(
      'CleanTalk email decoder: Blocked: *** Forbidden. Contact data is hidden from automated visitors. ***',
    );
    await page.clock.runFor(100);
    await expect(page.locator('#dropins-live-polite')).toHaveText(/Blocked/);
    await page.clock.runFor(3000);
    await expect(page.locator('#apbct_popup')).toBeHidden();
    await expect(page.locator(press)).toBeFocused();
    await expect(page.locator(press)).toContainText('pr***@');
    // Space works too, and a second try sends a second request.
    await page.keyboard.press(' ');
    await expect(page.locator('#apbct_popup')).toBeVisible();
    await page.clock.runFor(3100);
    await expect(text).toContainText('Blocked');
    const posts = (await serverLog(page)).filter((r) => r.path.endsWith('/apbct_decode_email'));
    expect(posts).toHaveLength(2);
    expect(watch.errors).toEqual([]);
  });

  test('cannot connect: the message names the decoder, the popup hides and the contacts stay encoded', async ({ page, watch }) => {
    await open(page, '/blog-post?decoder=offline');
    await page.click(mailto);
    await waitText(page);
    await page.clock.runFor(3100);
    await expect(page.locator('#apbct_popup_text')).toHaveText(
      "CleanTalk email decoder: Cannot connect: CONNECTION_ERROR: Couldn't connect to host.",
    );
    await page.clock.runFor(3100);
    await expect(page.locator('#apbct_popup')).toBeHidden();
    // The link was not followed with its obfuscated address, and stays encoded.
    expect(page.url()).toContain('/blog-post?decoder=offline');
    await expect(page.locator(mailto)).toHaveAttribute('href', 'mailto:su*****@********on.shop');
    await expect(page.locator(mailto)).toHaveAttribute('role', 'button');
    expect(watch.errors).toEqual([]);
  });

  test('a non-JSON answer: one warning naming the widget, the cannot-decode text, nothing filled', async ({ page, watch }) => {
    await open(page, '/blog-post?decoder=garbage');
    await page.click(sales);
    await waitText(page);
    await page.clock.runFor(3100);
    await expect(page.locator('#apbct_popup_text')).toHaveText('CleanTalk email decoder: Can not decode email. Unknown reason');
    expect(watch.warnings.filter((w) => w.includes('email-decoder'))).toHaveLength(1);
    await expect(page.locator(sales)).toContainText('sa***@');
    expect(watch.errors).toEqual([]);
  });

  test('admin-ajax variant with a stale nonce: refreshes it once and decodes', async ({ page, watch }) => {
    await open(page, '/blog-post-admin?stale_nonce=1');
    await page.focus(mailto);
    await page.keyboard.press('Enter');
    await waitText(page);
    await page.clock.runFor(3100);
    await expect(page.locator('.apbct-email-encoder-select-whole-email')).toHaveText('support@oakandiron.shop');
    await page.keyboard.press('Enter');
    await expect(page.locator('#apbct_popup')).toBeHidden();
    await expect(page.locator(mailto)).toBeFocused();
    await expect(page.locator(mailto)).toHaveAttribute('href', 'mailto:support@oakandiron.shop');
    await page.clock.runFor(2100);
    await expect(page.locator(mailto)).toHaveText('support@oakandiron.shop');

    const log = await serverLog(page);
    const ajax = log.filter((r) => r.path.endsWith('/admin-ajax.php') && r.body.action === 'apbct_decode_email');
    expect(ajax).toHaveLength(2);
    expect(ajax[0].body._ajax_nonce).not.toEqual(ajax[1].body._ajax_nonce);
    expect(log.some((r) => r.body.spbc_remote_call_action === 'get_fresh_wpnonce')).toBe(true);
    expect(log.some((r) => r.path.includes('/wp-json/'))).toBe(false);
    // Chromium itself logs the refused first attempt; nothing else may be logged.
    expect(watch.errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });
});
