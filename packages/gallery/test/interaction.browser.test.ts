// The lightbox (keyboard, failing image, focus return), touch (swipe on the main row and in the lightbox) and the
// original jQuery variation form's events, on /aero-case in real Chromium.
import { existsSync, readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';

const THUMBS = '.woo-variation-gallery-thumbnail-slider > .wvg-gallery-thumbnail-image';
// Debian's libjs-jquery, to play the original scripts' jQuery on the page.
const JQUERY = '/usr/share/javascript/jquery/jquery.min.js';

/** A finger moving horizontally from `from` to `to` (CSS pixels), in small steps, as a real swipe arrives. */
/**
 * A finger moving 15 px a frame. The events carry their own times (one frame, 16 ms, apart), so the gesture is as
 * quick as a real swipe however slowly a loaded machine delivers it (a swipe must end within 1 s).
 */
async function swipe(page: Page, cdp: CDPSession, from: number, to: number, y: number): Promise<void> {
  const step = from > to ? -15 : 15;
  let timestamp = Date.now() / 1000;
  const next = () => (timestamp += 0.016);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }], timestamp });
  for (let x = from + step; step < 0 ? x >= to : x <= to; x += step) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }], timestamp: next() });
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: next() });
}

async function open(page: Page, path = '/aero-case'): Promise<void> {
  await page.goto(path);
  await waitForMounted(page, 'gallery');
}

test.describe('gallery lightbox', () => {
  // The first page loads of a run share the machine with the demo server starting and other engineers' tests.
  test.describe.configure({ timeout: 120_000 });

  test('keyboard: the trigger opens it on the current image; arrows move, Esc closes and focus returns', async ({ page, watch }) => {
    // Axe on the whole page and several page loads: minutes on this shared 2-core machine under load.
    test.slow();
    await open(page);
    await page.locator(THUMBS).nth(1).click();
    const trigger = page.getByRole('button', { name: 'View full-screen image gallery' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'View full-screen image gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('2 / 2');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/aero-case-2\.jpg$/);
    // No caption: the title stands in, as WVG's items do.
    await expect(dialog.locator('figcaption')).toHaveText('aero-case-2');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('1 / 2');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/aero-case\.jpg$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Space works on the trigger too (it is a button now), and a click on the main image opens it.
    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.woo-variation-gallery-slider img').nth(1).click();
    await expect(dialog).toContainText('2 / 2');
    expect(watch.errors).toEqual([]);
  });

  test("a large image that fails says 'The image could not be loaded.'", async ({ page }) => {
    await page.route('**/uploads/2026/03/aero-case.jpg', (route) => route.abort());
    await open(page);
    await page.locator('.woo-variation-gallery-trigger').click();
    await expect(page.getByRole('dialog')).toContainText('The image could not be loaded.');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /aero-case-2\.jpg$/);
  });

  test('Esc pressed the moment the lightbox appears closes it for good, also on a second opening', async ({ page }) => {
    await open(page);
    for (let opening = 1; opening <= 2; opening++) {
      // A quick visitor: Esc in the first task after the dialog is on screen, before its first render's passive
      // effects ran (Preact runs those after the next frame).
      await page.evaluate(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector('.dropins-gallery-lightbox')) return;
          seen.disconnect();
          setTimeout(() => {
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            document.documentElement.dataset.escapeSent = String(Number(document.documentElement.dataset.escapeSent ?? 0) + 1);
          });
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
      await page.locator('.woo-variation-gallery-trigger').click();
      // Esc has been pressed, then two frames and a task: the first render's effects have all run by then.
      await expect(page.locator('html')).toHaveAttribute('data-escape-sent', String(opening));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
      await expect(page.getByRole('dialog'), `opening ${opening}`).toBeHidden();
    }
  });

  test('the lightbox starts on first use only', async ({ page }) => {
    await open(page);
    await page.locator('.woo-variation-gallery-trigger').hover();
    expect(await page.locator('#dropins-gallery-lightbox-css, .dropins-gallery-lightbox').count()).toBe(0);
    await page.locator('.woo-variation-gallery-trigger').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.locator('#dropins-gallery-lightbox-css').count()).toBe(1);
  });
});

test.describe('gallery on touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a swipe on the main image moves one image; a swipe in the lightbox too', async ({ page }) => {
    await open(page);
    await page.selectOption('#pa_colour', 'coral');
    await page.selectOption('#pa_model', 'aero-12');
    await expect(page.locator(THUMBS)).toHaveCount(5);
    const cdp = await page.context().newCDPSession(page);
    const box = await page.locator('.woo-variation-gallery-slider').boundingBox();
    if (!box) throw new Error('no slider');
    await swipe(page, cdp, box.x + box.width * 0.85, box.x + box.width * 0.2, box.y + box.height / 2);
    await expect(page.locator(THUMBS).nth(1)).toHaveClass(/current-thumbnail/);

    await page.locator('.woo-variation-gallery-trigger').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('2 / 5');
    const img = await dialog.locator('img').boundingBox();
    if (!img) throw new Error('no image');
    await swipe(page, cdp, img.x + img.width * 0.8, img.x + img.width * 0.2, img.y + img.height / 2);
    await expect(dialog).toContainText('3 / 5');
  });
});

test.describe('gallery with the original jQuery scripts', () => {
  test.skip(!existsSync(JQUERY), `needs Debian's libjs-jquery (${JQUERY})`);

  test("jQuery triggers of the original variation form reach the gallery, and other plugins' jQuery handlers hear ours", async ({ page, watch }) => {
    await page.route('**/jquery.min.js', (route) => route.fulfill({ body: readFileSync(JQUERY, 'utf8'), contentType: 'text/javascript' }));
    await page.route(/\/aero-case$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<main id="main">', '<script src="/wp-includes/js/jquery/jquery.min.js"></script><main id="main">');
      await route.fulfill({ response, body });
    });
    await open(page);
    const heard = page.evaluate(
      () =>
        new Promise<number>((done) => {
          const $ = (window as unknown as { jQuery: (t: unknown) => { on(n: string, f: (e: unknown, ...a: unknown[]) => void): void } }).jQuery;
          $('.woo-variation-gallery-wrapper').on('woo_variation_gallery_image_loaded', (_e, handle) => done(handle ? 1 : 0));
        }),
    );
    // What add-to-cart-variation.js does: jQuery(.single_variation).trigger('show_variation', [variation, purchasable]).
    await page.evaluate(() => {
      const form = document.querySelector<HTMLElement>('.variations_form')!;
      const mint = (JSON.parse(form.dataset.product_variations ?? '[]') as Array<{ variation_id: number }>).find((v) => v.variation_id === 5313);
      const $ = (window as unknown as { jQuery: (t: unknown) => { trigger(n: string, a: unknown[]): void } }).jQuery;
      $(form.querySelector('.single_variation')).trigger('show_variation', [mint, false]);
    });
    await expect(page.locator(THUMBS)).toHaveCount(6);
    expect(await heard).toBe(1);
    expect(watch.errors).toEqual([]);
  });
});
