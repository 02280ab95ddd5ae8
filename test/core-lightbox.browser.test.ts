// The core Lightbox in Chromium: arrow keys and buttons move (wrapping), Esc closes and focus returns, the
// messages for missing content, a broken image and failed content, and axe while open.
import { test, expect, expectNoAxeViolations } from './browser';
import { openHarness } from './harness/bundle';

const ITEMS = [
  { src: '/img/oak-chair.svg', alt: 'Oak chair', caption: 'Oak chair, natural' },
  { src: '/img/walnut-table.svg', alt: 'Walnut table' },
  { src: '/img/linen-cushion.svg', alt: 'Linen cushion', caption: 'Linen cushion' },
];

for (const flavour of ['preact', 'react'] as const) {
  test(`arrow keys and the buttons move through the images, Esc closes and focus returns (${flavour})`, async ({ page, watch }) => {
    await openHarness(page, { flavour });
    await page.evaluate((items) => window.harness.ui.lightbox(items), ITEMS);
    const opener = page.getByRole('button', { name: 'View gallery' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', { name: 'Image viewer' });
    const counter = box.locator('.dropins-lightbox__nav [aria-live]');
    await expect(box.getByRole('img', { name: 'Oak chair' })).toBeVisible();
    await expect(box.locator('figcaption')).toHaveText('Oak chair, natural');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(box.getByRole('img', { name: 'Walnut table' })).toBeVisible();
    await expect(box.locator('figcaption')).toHaveCount(0);
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await expect(box.getByRole('img', { name: 'Linen cushion' })).toBeVisible();
    await box.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText('1 / 3');
    await box.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText('3 / 3');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(opener).toBeFocused();
    // Closed, the arrows no longer move it.
    await page.keyboard.press('ArrowRight');
    const log = await page.evaluate(() => (window as unknown as { uiLog: string[] }).uiLog);
    expect(log).toEqual(['index:1', 'index:0', 'index:2', 'index:0', 'index:2', 'close']);
    expect(watch.errors).toEqual([]);
  });
}

test("says 'The image could not be loaded.', 'Content not found' and 'The content could not be loaded.'", async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.harness.ui.lightbox([{ src: '/img/missing.svg', alt: 'Gone' }, { src: '' }, { src: '/img/oak-chair.svg', failed: true }, { src: '/img/oak-chair.svg', alt: 'Oak chair' }]));
  await page.getByRole('button', { name: 'View gallery' }).click();
  const box = page.getByRole('dialog', { name: 'Image viewer' });
  const message = box.locator('.dropins-lightbox__error');
  await expect(message).toHaveText('The image could not be loaded.');
  await expect(message).toHaveAttribute('title', 'Failed loading image');
  await expect(box.getByRole('img')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(message).toHaveText('Content not found');
  await page.keyboard.press('ArrowRight');
  await expect(message).toHaveText('The content could not be loaded.');
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('img', { name: 'Oak chair' })).toBeVisible();
  await expect(message).toHaveCount(0);
  // Back on the broken image: the message again, without a flash of the image before it.
  await page.keyboard.press('ArrowRight');
  await expect(message).toHaveText('The image could not be loaded.');
});
