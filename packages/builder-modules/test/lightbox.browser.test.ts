import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { pageErrors, useEsmBuild } from './helpers';

/** A 2×2 PNG for the uploads the lightbox opens, and a 0×0 SVG for the workshop image. */
async function routeImages(page: Page): Promise<void> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAiRwMJ5fCnJQAAAABJRU5ErkJggg==', 'base64');
  await page.route('**/wp-content/uploads/**', (route) => {
    if (route.request().url().includes('workshop.jpg')) return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>' });
    return route.fulfill({ contentType: 'image/png', body: png });
  });
}

test.describe('builder-modules: lightbox', () => {
  test('gallery items open on first use, arrows move, Esc closes, focus returns; zero-width image fails', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await routeImages(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-lightbox', 2);
    expect(requested.some((p) => /\/lightbox-ui-/.test(p))).toBe(false);
    const opener = page.locator('#team-gallery .et_pb_gallery_item_0_1 a');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', /team-ben\.jpg$/);
    expect(requested.some((p) => /\/lightbox-ui-/.test(p))).toBe(true);
    await expect(dialog).toContainText('2 of 9');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('img')).toHaveAttribute('src', /team-chloe\.jpg$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('img')).toHaveAttribute('src', /team-anna\.jpg$/);
    await expectNoAxeViolations(page, '.dropins-page-lightbox');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.closest('.et_pb_gallery_item_0_1') !== null)).toBe(true);

    await page.focus('a.et_pb_lightbox_image');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText('Failed loading image');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('et_pb_lightbox_image'))).toBe(true);
    expect(pageErrors(watch.errors)).toEqual([]);
  });

  test('a YouTube link opens as an embed (Vimeo and Google Maps: the unit table)', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-lightbox');
    await page.$eval('a.et_pb_lightbox_image', (a) => a.setAttribute('href', 'https://www.youtube.com/watch?v=aBcDeFgHiJk'));
    // A new link element: the family reads the href when it mounts (core's observer mounts the copy).
    await page.evaluate(() => {
      const a = document.querySelector('a.et_pb_lightbox_image')!;
      const copy = a.cloneNode(true);
      a.replaceWith(copy);
    });
    await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.locator('a.et_pb_lightbox_image').click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/aBcDeFgHiJk?autoplay=1');
  });
});

test.describe('builder-modules: lightbox on touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('a horizontal swipe moves one item', async ({ page }) => {
    await routeImages(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-lightbox', 2);
    await page.locator('#team-gallery .et_pb_gallery_item_0_0 a').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('1 of 9');
    const swipe = (fromX: number, toX: number, dy = 0) =>
      page.$eval(
        '.dropins-divi-lightbox',
        (el, [a, b, y]) => {
          const touch = (x: number, yy: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: yy });
          el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(a, 300)], changedTouches: [touch(a, 300)], bubbles: true }));
          el.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(b, 300 + y)], bubbles: true }));
        },
        [fromX, toX, dy],
      );
    await swipe(300, 200);
    await expect(dialog).toContainText('2 of 9');
    await swipe(100, 250);
    await expect(dialog).toContainText('1 of 9');
    // Too vertical: not a swipe.
    await swipe(300, 200, 80);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    await expect(dialog).toContainText('1 of 9');
  });
});
