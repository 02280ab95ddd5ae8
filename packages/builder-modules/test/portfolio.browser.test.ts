import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { hash, pageErrors, pagerOf } from './helpers';

/** Texts of the portfolio items shown now. */
const shownProjects = (page: Page) =>
  page.$$eval('#work .et_pb_portfolio_item', (items: HTMLElement[]) => items.filter((i) => i.offsetParent !== null).map((i) => i.querySelector('h2')?.textContent ?? ''));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('builder-modules: filterable portfolio', () => {
  test('filters, pages, writes the hash 500 ms later without scrolling', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-portfolio');
    expect(await shownProjects(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await pagerOf(page, '#work .et_pb_portofolio_pagination')).toEqual({ visible: ['1', '2', '3', 'next'], active: '1' });
    const classes = await page.$$eval('#work .et_pb_portfolio_item', (items) => items.slice(0, 3).map((i) => ['first_in_row', 'last_in_row', 'on_last_row'].filter((c) => i.classList.contains(c))));
    expect(classes[0]).toContain('first_in_row');

    await page.locator('#work .et_pb_portfolio_items').scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    // Clicked and read in one go: the hash is not written at once (500 ms later).
    expect(await page.$eval('#work a[data-category-slug="branding"]', (a: HTMLElement) => (a.click(), location.hash))).toBe('');
    expect(await shownProjects(page)).toEqual(['Alpha', 'Charlie', 'Delta']);
    expect(await page.getAttribute('#work a[data-category-slug="branding"]', 'aria-pressed')).toBe('true');
    expect(await pagerOf(page, '#work .et_pb_portofolio_pagination')).toEqual({ visible: ['1', '2', 'next'], active: '1' });
    await expect.poll(() => hash(page)).toBe('#work|branding|1');

    await page.click('#work .et_pb_portofolio_pagination a[data-page="next"]');
    expect(await shownProjects(page)).toEqual(['Foxtrot']);
    expect(await pagerOf(page, '#work .et_pb_portofolio_pagination')).toEqual({ visible: ['prev', '1', '2'], active: '2' });
    // The next link disappeared under the keyboard/mouse: focus stays in the pager, on the current page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2');
    await expect.poll(() => hash(page)).toBe('#work|branding|2');
    expect(await scrollY(page)).toBe(y);

    expect(pageErrors(watch.errors)).toEqual([]);
  });

  test('a hash restores the state on load and on hashchange; other entries are kept; keyboard and axe', async ({ page, watch }) => {
    await page.goto('/divi#work|web-design|2');
    await waitForMounted(page, 'builder-modules-portfolio');
    await expect.poll(() => shownProjects(page)).toEqual(['Golf']);
    await page.evaluate(() => (location.hash = '#other|1||work|branding|2'));
    await expect.poll(() => shownProjects(page)).toEqual(['Foxtrot']);
    await page.click('#work .et_pb_portofolio_pagination a[data-page="1"]');
    await expect.poll(() => hash(page)).toBe('#other|1||work|branding|1');
    // An unknown category or page changes nothing.
    await page.evaluate(() => (location.hash = '#work|nope|9'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    expect(await shownProjects(page)).toEqual(['Alpha', 'Charlie', 'Delta']);
    // Keyboard: a filter is a toggle button that Space presses.
    await page.focus('#work a[data-category-slug="web-design"]');
    await page.keyboard.press(' ');
    expect(await shownProjects(page)).toEqual(['Bravo', 'Charlie', 'Echo']);
    await expect.poll(() => hash(page)).toBe('#work|web-design|1');
    expect(pageErrors(watch.errors)).toEqual([]);
    await expectNoAxeViolations(page, '#work');
  });
});
