import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { hash, pageErrors, pagerOf } from './helpers';

/**
 * Clicks the gallery's page link `n` as a visitor would with the pager in the window and the gallery's top above it:
 * scrolled there first (and the header done shrinking), then a pointer click where the link is. (A click that
 * scrolls the link into view itself may leave the gallery's top in view, where a page change rightly does not
 * scroll.)
 */
async function clickGalleryPage(page: Page, n: string): Promise<void> {
  const link = page.locator(`#team-gallery .et_pb_gallery_pagination a[data-page="${n}"]`);
  await page.$eval('#team-gallery', (el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 150));
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  expect(await page.$eval('#team-gallery', (el) => el.getBoundingClientRect().top)).toBeLessThan(0);
  const box = await link.boundingBox();
  if (!box) throw new Error(`page link ${n} is not shown`);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('builder-modules: gallery grid', () => {
  test('pages of data-per_page, into view 200 px below the top, hash, width change back to page 1', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-gallery-grid');
    const shown = () => page.$$eval('#team-gallery .et_pb_gallery_item', (items: HTMLElement[]) => items.filter((i) => i.offsetParent !== null).map((i) => i.querySelector('h2')?.textContent));
    expect(await shown()).toEqual(['Anna', 'Ben', 'Chloe', 'Dev']);
    expect(await page.$$eval('#team-gallery .et_pb_gallery_pagination li', (l) => l.length)).toBe(5);
    await clickGalleryPage(page, '2');
    expect(await shown()).toEqual(['Eli', 'Fay', 'Gus', 'Hana']);
    const rows = await page.$$eval('#team-gallery .et_pb_gallery_item', (items) => items.slice(4, 8).map((i) => i.className));
    expect(rows[0]).toContain('first_in_row');
    expect(rows[3]).toContain('last_in_row');
    // Brought into view 200 px below the window's top (below the fixed header).
    await expect.poll(() => page.$eval('#team-gallery', (el) => Math.floor(el.getBoundingClientRect().top))).toBe(200);
    await expect.poll(() => hash(page)).toBe('#team-gallery|2');
    expect(await pagerOf(page, '#team-gallery .et_pb_gallery_pagination')).toEqual({ visible: ['prev', '1', '2', '3', 'next'], active: '2' });
    await page.click('#team-gallery .et_pb_gallery_pagination a[data-page="next"]');
    expect(await shown()).toEqual(['Ivo']);
    expect((await pagerOf(page, '#team-gallery .et_pb_gallery_pagination')).visible).not.toContain('next');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(shown).toEqual(['Anna', 'Ben', 'Chloe', 'Dev']);
    expect(pageErrors(watch.errors)).toEqual([]);
    await expectNoAxeViolations(page, '#team-gallery');
  });
});
