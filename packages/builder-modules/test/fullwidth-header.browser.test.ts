import type { Page } from '@playwright/test';
import { test, expect, waitForMounted } from '../../../test/browser';

/** Waits until the window has scrolled and stopped (scrollY the same for 10 frames). */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const y = window.scrollY;
        let frames = 10;
        const check = () => {
          if (window.scrollY !== y) return done(false);
          if (--frames === 0) return done(y > 0);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

test.describe('builder-modules: fullwidth header', () => {
  test('scroll-down lands below the fixed header; fullscreen height fills the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-fullwidth-header', 2);
    const header = page.locator('.et_pb_fullwidth_header_0');
    const chrome = await page.evaluate(() => ['#wpadminbar', '#top-header', '#main-header'].reduce((sum, id) => sum + (document.querySelector<HTMLElement>(id)?.offsetHeight ?? 0), 0));
    expect(await header.evaluate((h: HTMLElement) => parseFloat(h.style.minHeight))).toBe(800 - chrome);
    const link = header.locator('.et_pb_fullwidth_header_scroll a');
    await expect(link).toHaveAttribute('aria-label', 'Scroll down');
    await page.waitForLoadState('load');
    // The theme header's own family sets the page's top padding: the visitor clicks on a page that is ready.
    await waitForMounted(page, 'builder-modules-theme-header');
    await link.click();
    // The header's bottom ends where the fixed header ends (Divi counts the header as fixed above 980 px on
    // body.et_fixed_nav; it shrinks on the way down), so the next section starts right below it.
    await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
    const gap = () =>
      page.evaluate(() => {
        const bottomOf = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().bottom;
        return Math.abs(bottomOf('.et_pb_fullwidth_header_0') - (bottomOf('#main-header') - 1));
      });
    await expect.poll(gap).toBeLessThanOrEqual(1);
    await scrollSettled(page);
    expect(await gap()).toBeLessThanOrEqual(1);
  });
});
