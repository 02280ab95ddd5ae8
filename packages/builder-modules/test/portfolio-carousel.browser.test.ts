import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { diviPage, openOnPausedClock } from './helpers';

const PORTFOLIO = '.et_pb_fullwidth_portfolio_0';
const shownTitles = (page: Page) => page.$$eval(`${PORTFOLIO} .et_pb_carousel_group.active > .et_pb_portfolio_item:not([aria-hidden])`, (els) => els.map((el) => el.querySelector('h3')?.textContent));

test.describe('builder-modules: fullwidth portfolio carousel', () => {
  test('columns and heights follow the width; arrows, keys and auto-rotation move a group at a time, never during a slide', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openOnPausedClock(page, '/divi-2', 'builder-modules-portfolio-carousel');
    const items = page.locator(`${PORTFOLIO} .et_pb_portfolio_items`);
    // A new width is laid out in the frame after the resize: the paused clock moves a frame at a time until it is.
    const columnsAfterFrames = (columns: number) =>
      expect
        .poll(async () => {
          await page.clock.runFor(20);
          return items.getAttribute('class');
        })
        .toMatch(new RegExp(`columns-${columns}`));
    for (const [width, columns] of [[1280, 4], [900, 3], [600, 2], [390, 1]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await columnsAfterFrames(columns);
      const box = await items.evaluate((el) => {
        const item = el.querySelector<HTMLElement>('.et_pb_carousel_group .et_pb_portfolio_item')!;
        return { items: el.clientWidth, item: item.getBoundingClientRect().width, height: item.getBoundingClientRect().height, box: el.getBoundingClientRect().height };
      });
      expect(box.item).toBeCloseTo(box.items / columns, 0);
      expect(box.height).toBeCloseTo(box.item * 0.75, 0);
      expect(box.box).toBeCloseTo(box.height, 0);
      expect(await shownTitles(page)).toHaveLength(columns);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await columnsAfterFrames(4);
    expect(await shownTitles(page)).toEqual(['Harbor', 'Lumen', 'Quarry', 'Tidal']);
    await expect(page.locator(PORTFOLIO)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.locator(PORTFOLIO)).toHaveAccessibleName('Recent projects');
    // Next twice, in one task so the second surely comes during the 700 ms slide: it is ignored; 6 items wrap around.
    // (Two pointer clicks can be further apart than the slide on a busy machine.)
    const next = page.locator(`${PORTFOLIO} .et-pb-arrow-next`);
    await next.evaluate((arrow: HTMLElement) => {
      arrow.click();
      arrow.click();
    });
    await expect.poll(() => shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    await expect(page.locator(`${PORTFOLIO} .et_pb_carousel_group`)).toHaveCount(1);
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownTitles(page)).toEqual(['Harbor', 'Lumen', 'Quarry', 'Tidal']);
    // Auto-rotation (data-auto-rotate-speed 7000) once focus and hover are gone.
    await next.evaluate((el: HTMLElement) => el.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(7000);
    await expect.poll(() => shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    // Hover pauses it.
    await page.hover(`${PORTFOLIO} .et_pb_portfolio_title`);
    await page.clock.runFor(15000);
    expect(await shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    expect(watch.errors).toEqual([]);
    // axe waits on real timers: the clock flows again for it (the rotation counts are checked above).
    await page.clock.resume();
    await expectNoAxeViolations(page, PORTFOLIO);
  });

  test('few items: no arrows; a bad rotation speed gives one warning; the grid variant gets columns only', async ({ page, watch }) => {
    const item = (n: number) => `<div class="et_pb_portfolio_item et_pb_grid_item"><div class="et_pb_portfolio_image landscape"><div class="meta"><a href="#p${n}"><h3 class="et_pb_module_header">P${n}</h3></a></div></div></div>`;
    const module = (cls: string, attrs: string, n: number) =>
      `<div class="et_pb_module et_pb_fullwidth_portfolio ${cls}" ${attrs}><h2 class="et_pb_portfolio_title">T</h2><div class="et_pb_portfolio_items clearfix">${Array.from({ length: n }, (_, i) => item(i)).join('')}</div></div>`;
    await page.route('**/sliders-portfolio', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: diviPage(module('et_pb_fullwidth_portfolio_carousel few', 'data-auto-rotate="on" data-auto-rotate-speed="soon"', 3) + module('et_pb_fullwidth_portfolio_grid grid', '', 5), { et_pb_custom: { previous: 'Back', next: 'Forward' } }),
      }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sliders-portfolio');
    await waitForMounted(page, 'builder-modules-portfolio-carousel', 2);
    await expect(page.locator('.few .et-pb-slider-arrows')).toBeHidden();
    await expect(page.locator('.few .et-pb-arrow-next')).toHaveAttribute('aria-label', 'Forward');
    expect(watch.warnings.filter((w) => w.includes('builder-modules-portfolio-carousel') && w.includes('data-auto-rotate-speed'))).toHaveLength(1);
    await expect(page.locator('.grid .et_pb_portfolio_items')).toHaveClass(/columns-4/);
    await expect(page.locator('.grid .et_pb_carousel_group, .grid .et-pb-slider-arrows')).toHaveCount(0);
    expect(await page.$eval('.grid .et_pb_portfolio_item', (el: HTMLElement) => el.style.width)).toBe('25%');
  });
});
