import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { HEADER_PAGE } from './not-ours';
import { openHeaderPage, scrollTo } from './helpers';

test.describe('builder-modules: page navigation on the theme header page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('with reduced motion the anchor scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHeaderPage(page);
    await page.click('a[href="#details"]');
    const top = await page.evaluate(() => document.getElementById('details')!.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
  });

  test('back to top after 800 px (a button), side dots mark the current section', async ({ page }) => {
    await openHeaderPage(page);
    const dots = page.locator('ul.et_pb_side_nav li.side_nav_item > a');
    await expect(dots).toHaveCount(2);
    await expect(dots.nth(0)).toHaveClass(/active/);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.et_pb_scroll_top')).not.toHaveClass(/et-visible/);
    await scrollTo(page, 700);
    await expect(page.locator('.et_pb_scroll_top')).not.toHaveClass(/et-visible/);
    await scrollTo(page, 900);
    await expect(page.locator('.et_pb_scroll_top')).toHaveClass(/et-visible/);
    await expect(page.locator('.et_pb_scroll_top')).toBeVisible(); // Divi's CSS hides it until it is shown
    await expect(dots.nth(1)).toHaveClass(/active/);
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, undefined, HEADER_PAGE);
    await page.focus('.et_pb_scroll_top');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.et_pb_scroll_top')).toHaveClass(/et-hidden/);
    await expect(page.locator('.et_pb_scroll_top')).toHaveAttribute('tabindex', '-1');
    await expect(dots.nth(0)).toHaveClass(/active/);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveClass(/active/);
  });
});

test('side dots: back at the top, the first is current again, after the page changed size while the header was shrunk', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/divi-2');
  await waitForMounted(page, 'builder-modules-theme-header');
  await waitForMounted(page, 'builder-modules-page-nav');
  const dots = page.locator('ul.et_pb_side_nav li.side_nav_item > a');
  await expect(dots.first()).toHaveClass(/active/);
  await scrollTo(page, 4800);
  await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
  await expect(dots.first()).not.toHaveClass(/active/);
  // The shrunk header's transition has ended; then an image arriving late makes the page taller.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(() => document.querySelector('#main-content')?.append(Object.assign(document.createElement('div'), { style: 'height: 40px' })));
  await scrollTo(page, 0);
  await expect(page.locator('#main-header')).not.toHaveClass(/et-fixed-header/);
  await expect(dots.first()).toHaveClass(/active/);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
});
