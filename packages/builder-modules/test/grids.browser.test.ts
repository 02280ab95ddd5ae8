import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { hash, pageErrors, useEsmBuild } from './helpers';

/** Texts of the portfolio items shown now. */
const shownProjects = (page: Page) =>
  page.$$eval('#work .et_pb_portfolio_item', (items: HTMLElement[]) => items.filter((i) => i.offsetParent !== null).map((i) => i.querySelector('h2')?.textContent ?? ''));
/** The pager's visible entries (`prev`, page numbers, `next`) and the active page. */
const pagerOf = (page: Page, box: string) =>
  page.$eval(box, (el) => ({
    visible: Array.from(el.querySelectorAll('li'))
      .filter((li: HTMLElement) => li.style.display !== 'none')
      .map((li) => li.querySelector('a')?.getAttribute('data-page')),
    active: el.querySelector('a.active')?.getAttribute('data-page'),
  }));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

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

const HOSTILE = [
  `#work|"><img src=x onerror="window.__pwned=1">|1`,
  `#<img src=x onerror=window.__pwned=1>`,
  `#work'|branding|2`,
  `#work\\|branding\\|2`,
  `#a[b="c"],#work:not(*)|x|1`,
  `#work|branding|${'9'.repeat(40)}`,
  `#||||||work|||branding||2|||`,
  `#|`,
  `#${'work|branding|2||'.repeat(700)}`,
  `#%3Cscript%3Ewindow.__pwned=1%3C/script%3E`,
  `#product-tabs|-1||team-gallery|0||product-tabs|99`,
  `#tab-"><svg onload=window.__pwned=1>`,
  `#__proto__|constructor|1`,
];

test.describe('builder-modules: hash state fuzz', () => {
  test('hostile hashes on load and on hashchange run nothing and throw nothing', async ({ page, watch }) => {
    await page.goto(`/divi-2#${encodeURIComponent(`"><img src=x onerror=window.__pwned=1>`)}|1`);
    await waitForMounted(page, 'builder-modules-gallery-grid');
    await waitForMounted(page, 'builder-modules-tabs');
    for (const h of HOSTILE) {
      await page.evaluate((value) => (location.hash = value), h);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.$$eval('img[onerror], svg[onload], script:not([src])', (n) => n.filter((e) => e.closest('#team-gallery, #product-tabs')).length)).toBe(0);
    // The modules still work.
    await page.evaluate(() => (location.hash = '#team-gallery|3||product-tabs|1'));
    await expect.poll(() => pagerOf(page, '#team-gallery .et_pb_gallery_pagination').then((p) => p.active)).toBe('3');
    await expect(page.locator('#product-tabs li.additional_information_tab')).toHaveClass(/et_pb_tab_active/);
    expect(pageErrors(watch.errors)).toEqual([]);
  });
});

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

test.describe('builder-modules: toggles and accordion', () => {
  test('accordion rules, standalone toggle, keyboard and aria-expanded', async ({ page, watch }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-toggles', 2);
    const item = (n: number) => page.locator(`.et_pb_accordion_item_${n}`);
    const button = (n: number) => item(n).locator('[role=button]');
    await expect(button(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(button(1)).toHaveAttribute('aria-expanded', 'false');
    // Two clicks in a row: the second lands while the first slides, and is ignored.
    await page.evaluate(() => {
      for (const n of [1, 2]) document.querySelector<HTMLElement>(`.et_pb_accordion_item_${n} .et_pb_toggle_title`)!.click();
    });
    await expect(item(1)).toHaveClass(/et_pb_toggle_open/);
    await expect(item(0)).toHaveClass(/et_pb_toggle_close/);
    await expect(item(2)).toHaveClass(/et_pb_toggle_close/);
    await expect(button(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.et_pb_accordion')).not.toHaveClass(/et_pb_accordion_toggling/);
    // A click on the open one does nothing (no slide starts).
    const started = await page.evaluate(() => {
      document.querySelector<HTMLElement>('.et_pb_accordion_item_1 .et_pb_toggle_title')!.click();
      return document.querySelector('.et_pb_accordion')!.classList.contains('et_pb_accordion_toggling');
    });
    expect(started).toBe(false);
    await expect(item(1)).toHaveClass(/et_pb_toggle_open/);
    // Keyboard: Enter opens the third, Space on the standalone toggle opens it, Space again closes it.
    await button(2).focus();
    await page.keyboard.press('Enter');
    await expect(item(2)).toHaveClass(/et_pb_toggle_open/);
    await expect(item(1)).toHaveClass(/et_pb_toggle_close/);
    const single = page.locator('.et_pb_toggle_0');
    await single.locator('[role=button]').focus();
    await page.keyboard.press(' ');
    await expect(single).toHaveClass(/et_pb_toggle_open/);
    await expect(single.locator('.et_pb_toggle_content')).toBeVisible();
    await expect(single.locator('[role=button]')).toHaveAttribute('aria-controls', await single.locator('.et_pb_toggle_content').getAttribute('id') ?? 'x');
    await page.keyboard.press(' ');
    await expect(single).toHaveClass(/et_pb_toggle_close/);
    await expect(single.locator('.et_pb_toggle_content')).toBeHidden();
    expect(pageErrors(watch.errors)).toEqual([]);
    await expectNoAxeViolations(page, '.et_pb_section_4');
  });

  test('with reduced motion toggles and tabs change at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-toggles', 2);
    await waitForMounted(page, 'builder-modules-tabs');
    const changed = await page.evaluate(() => {
      document.querySelector<HTMLElement>('.et_pb_accordion_item_1 .et_pb_toggle_title')!.click();
      document.querySelector<HTMLElement>('.et_pb_tabs_0 .et_pb_tab_1 a')!.click();
      return new Promise<boolean[]>((r) =>
        requestAnimationFrame(() =>
          r([
            document.querySelector('.et_pb_accordion_item_1')!.classList.contains('et_pb_toggle_open'),
            document.querySelector('.et_pb_tabs_0 .et_pb_all_tabs .et_pb_tab_1')!.classList.contains('et_pb_active_content'),
          ]),
        ),
      );
    });
    expect(changed).toEqual([true, true]);
  });
});

test.describe('builder-modules: accordion scroll-back', () => {
  test('an item whose top went above the window when the open one closed comes back 50 px below the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-toggles', 2);
    // Item 0 is open; item 2's title sits 10 px below the window top. Opening it closes item 0 above it.
    const shrink = await page.$eval('.et_pb_accordion_item_0 .et_pb_toggle_content', (c) => c.getBoundingClientRect().height);
    expect(shrink).toBeGreaterThan(10);
    await page.$eval('.et_pb_accordion_item_2', (el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 10));
    await page.$eval('.et_pb_accordion_item_2 .et_pb_toggle_title', (t: HTMLElement) => t.click());
    await expect(page.locator('.et_pb_accordion_item_2')).toHaveClass(/et_pb_toggle_open/);
    // /divi has no #main-header or top bar: Divi counts no chrome, so the item ends 50 px below the top.
    await expect.poll(() => page.$eval('.et_pb_accordion_item_2', (el) => Math.floor(el.getBoundingClientRect().top))).toBe(50);
  });
});
