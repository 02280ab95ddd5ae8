// Look parity and usability of what antispam-signals draws (real-person badge, block modal, email-exists indicator)
// on the fixture post under the plugin's real stylesheets (/look-cleantalk, the ES-module build), against
// ../shared/fixtures/cleantalk/look/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForMounted } from '../../../test/browser';
import { compareWithLook } from '../../../test/look';
import { sharedDir } from '../../../test/shared';
import { expectUsable } from '../../../test/visible';

/** Share of differing pixels allowed per state (see the package README, "Look parity"). */
const TOLERANCE = 0.02;
const TRP_CROP = { x: 8, y: 310, width: 1272, height: 199 };
const EMAIL_CROP = { x: 0, y: 544, width: 1280, height: 138 };
const EMAIL_HOVER_CROP = { x: 0, y: 543, width: 1280, height: 139 };
const fixture = (path: string) => readFileSync(resolve(sharedDir(), 'fixtures/cleantalk', path), 'utf8');

async function openPost(page: Page, width = 1280, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto('/look-cleantalk');
  await waitForMounted(page, 'antispam-signals');
  await waitForMounted(page, 'antispam-signals-badge', 2);
}
/**
 * The references were made on a machine whose monospace font gives the two textareas (cols/rows sized) other boxes
 * than this one's: they are given the reference's boxes, so that the page below them lines up. Nothing of ours.
 */
async function matchReferenceTextareas(page: Page) {
  await page.addStyleTag({ content: '.wpcf7-textarea{box-sizing:border-box;width:343px;height:156px}#comment{box-sizing:border-box;width:383px;height:81px}' });
}
/** Where the references of the comments (and of the block modal) are scrolled to, and those of the comment form. */
const COMMENTS_SCROLL = 330;
const scrollToBottom = (page: Page) => page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
const scripts = (page: Page) => {
  const urls: string[] = [];
  // Our ES-module build's files (the page's demo helper script aside).
  page.on('request', (request) => request.resourceType() === 'script' && request.url().includes('/dist/esm/') && urls.push(request.url()));
  return urls;
};
const badge = (page: Page) => page.getByRole('button', { name: 'The Real Person Badge!' }).first();
const trpPopup = (page: Page) => page.locator('#div-comment-212 .comment-author > .apbct-real-user-badge + .apbct-real-user-popup');
/** What the original's jQuery ajaxComplete saw for the reference: a blocked answer, here to a fetch of the page. */
async function raiseBlock(page: Page) {
  await page.route('**/look-block-answer', (route) => route.fulfill({ contentType: 'application/json', body: fixture('responses/block.apbct.json') }));
  await page.evaluate(() => void fetch('/look-block-answer', { method: 'POST' }));
  await expect(page.locator('#cleantalk-modal-overlay')).toBeVisible();
}
async function checkEmail(page: Page, email: string, answer: string) {
  await page.route(/check_email_exist_post/, (route) => route.fulfill({ contentType: 'application/json', body: fixture(`responses/${answer}`) }));
  await page.fill('#email', email);
  await page.focus('#author');
  await expect(page.locator('#apbct-check_email_exist-block')).toHaveClass(/_email$/);
}

test('the badge popup and the block modal are fetched on first use only', async ({ page }) => {
  const fetched = scripts(page);
  await openPost(page);
  const atLoad = fetched.length;
  expect(fetched.filter((url) => /badge-popup|block-modal/.test(url))).toEqual([]);
  await badge(page).hover();
  await expect(trpPopup(page)).toHaveClass(/visible/);
  const afterBadge = fetched.length;
  expect(afterBadge).toBeGreaterThan(atLoad);
  await raiseBlock(page);
  expect(fetched.length).toBeGreaterThan(afterBadge);
});

test('badge open and block modal look like the original', async ({ page }) => {
  // Screenshots and their comparison take a while on a loaded machine.
  test.slow();
  await openPost(page);
  await matchReferenceTextareas(page);
  await page.evaluate((y) => scrollTo(0, y), COMMENTS_SCROLL);
  await badge(page).hover();
  await expect(trpPopup(page)).toHaveClass(/visible/);
  const open = await compareWithLook(page, 'cleantalk', 'trp-badge-open-1280x800.png');
  const crop = await compareWithLook(page, 'cleantalk', 'trp-badge-open-1280x800.crop.png', { clip: TRP_CROP });
  await page.mouse.move(1000, 780);
  await expect(trpPopup(page)).toBeHidden();
  await raiseBlock(page);
  // The reference shows no focus ring: the original's close is not focusable.
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  const modal = await compareWithLook(page, 'cleantalk', 'block-modal-1280x800.png');
  console.log(`look ratios: trp ${open.ratio.toFixed(4)} (crop ${crop.ratio.toFixed(4)}), block modal ${modal.ratio.toFixed(4)}`);
  for (const { ratio } of [open, crop, modal]) expect(ratio).toBeLessThanOrEqual(TOLERANCE);
});

for (const [state, email, answer] of [
  ['good', 'sam@example.test', 'apbct_email_check_exist_post.exists.json'],
  ['bad', 'nobody@nowhere.test', 'apbct_email_check_exist_post.not-exists.json'],
]) {
  test(`email-exists ${state}, and its hover tooltip, look like the original`, async ({ page }) => {
    test.slow();
    await openPost(page);
    await matchReferenceTextareas(page);
    await checkEmail(page, email, answer);
    await scrollToBottom(page);
    const shown = await compareWithLook(page, 'cleantalk', `email-exists-${state}-1280x800.png`);
    const shownCrop = await compareWithLook(page, 'cleantalk', `email-exists-${state}-1280x800.crop.png`, { clip: EMAIL_CROP });
    await page.hover('#apbct-check_email_exist-block');
    await expect(page.locator('#apbct-check_email_exist-popup_description')).toBeVisible();
    const hover = await compareWithLook(page, 'cleantalk', `email-exists-${state}-hover-1280x800.png`);
    const hoverCrop = await compareWithLook(page, 'cleantalk', `email-exists-${state}-hover-1280x800.crop.png`, { clip: EMAIL_HOVER_CROP });
    const ratios = [shown, shownCrop, hover, hoverCrop].map((r) => r.ratio.toFixed(4)).join(', ');
    console.log(`look ratios email-exists ${state} (full, crop, hover, hover crop): ${ratios}`);
    for (const { ratio } of [shown, shownCrop, hover, hoverCrop]) expect(ratio).toBeLessThanOrEqual(TOLERANCE);
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`usable at ${width}x${height}: badge and popup, email indicator and tooltip, block modal`, async ({ page }) => {
    test.slow();
    await openPost(page, width, height);
    await badge(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectUsable(page, badge(page));
    await badge(page).click();
    await expect(trpPopup(page)).toHaveClass(/visible/);
    await expectUsable(page, badge(page));
    // The popup opens below the author line, not over the badge.
    const [badgeBox, popupBox] = [await badge(page).boundingBox(), await trpPopup(page).boundingBox()];
    expect(popupBox!.y).toBeGreaterThanOrEqual(badgeBox!.y + badgeBox!.height - 1);
    await expectUsable(page, trpPopup(page));

    await checkEmail(page, 'sam@example.test', 'apbct_email_check_exist_post.exists.json');
    await page.locator('#email').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const indicator = page.locator('#apbct-check_email_exist-block');
    await expectUsable(page, indicator);
    await indicator.hover();
    const tooltip = page.locator('#apbct-check_email_exist-popup_description');
    // The plugin's stylesheet moves it with a 1 s transition: where it comes to rest.
    await expect.poll(() => tooltip.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expectUsable(page, tooltip);
    // It follows the input when the page scrolls.
    await page.evaluate(() => scrollBy(0, -40));
    await expect.poll(async () => (await indicator.boundingBox())!.y - (await page.locator('#email').boundingBox())!.y).toBeCloseTo(0, 0);

    await raiseBlock(page);
    const close = page.locator('#cleantalk-modal-close');
    await expect(close).toBeFocused();
    await expectUsable(page, close);
    await expectUsable(page, page.locator('#cleantalk-modal-inner'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#cleantalk-modal-overlay') || document.activeElement === document.body)).toBe(true);
    await close.click();
    await expect(page.locator('#cleantalk-modal-overlay')).toHaveCount(0);
  });
}
