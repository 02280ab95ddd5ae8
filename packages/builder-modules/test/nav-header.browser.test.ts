import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { HEADER_PAGE } from './not-ours';
import { scrollTo } from './helpers';

const hasClass = (page: Page, selector: string, name: string) => page.$eval(selector, (el, c) => el.classList.contains(c), name);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function openHeaderPage(page: Page, url = '/divi-header'): Promise<void> {
  await page.goto(url);
  await waitForMounted(page, 'builder-modules-theme-header');
  await waitForMounted(page, 'builder-modules-page-nav');
}

test.describe('builder-modules: theme header menu (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dropdowns open on hover and on keyboard focus, Esc closes and returns focus; mega menu count class', async ({ page, watch }) => {
    await openHeaderPage(page);
    await waitForMounted(page, 'builder-modules-menu');
    expect(await hasClass(page, '#menu-item-26', 'mega-menu-parent-3')).toBe(true);
    expect(await hasClass(page, '#menu-item-33', 'mega-menu-parent')).toBe(false);
    await expectNoAxeViolations(page, undefined, HEADER_PAGE);

    await page.hover('#menu-item-21 > a');
    await expect(page.locator('#menu-item-21')).toHaveClass(/et-show-dropdown/);
    await expect(page.locator('#menu-item-21 > a')).toHaveAttribute('aria-expanded', 'true');
    await page.hover('#menu-item-23 > a');
    await expect(page.locator('#menu-item-24 > a')).toBeVisible();
    await page.mouse.move(300, 500);
    await expect(page.locator('#menu-item-21')).not.toHaveClass(/et-show-dropdown/);
    await expect(page.locator('#menu-item-21')).not.toHaveClass(/et-hover/);
    await expect(page.locator('#menu-item-22 > a')).toBeHidden();

    await page.focus('#menu-item-20 > a');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Services');
    await expect(page.locator('#menu-item-21 > a')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Design');
    await expect(page.locator('#menu-item-22 > a')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await activeText(page)).toBe('Services');
    await expect(page.locator('#menu-item-21')).not.toHaveClass(/et-show-dropdown/);
    await expect(page.locator('#menu-item-21 > a')).toHaveAttribute('aria-expanded', 'false');
    expect(watch.errors).toEqual([]);
  });

  test('a sub-sub-menu that would leave the window opens the other way', async ({ page }) => {
    await openHeaderPage(page);
    await waitForMounted(page, 'builder-modules-menu');
    expect(await hasClass(page, '#menu-item-21', 'et-reverse-direction-nav')).toBe(false);
    // A site whose dropdowns are wider (Divi's stylesheet places a third level 240 px right of its parent list):
    // Services > Build > its sub-menu now ends past the right edge of a 1000 px window.
    await page.addStyleTag({ content: '#top-menu .sub-menu { width: 400px; } #top-menu li li ul { left: 400px; }' });
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('#menu-item-21')).toHaveClass(/et-reverse-direction-nav/);
    expect(await hasClass(page, '#menu-item-39', 'et-reverse-direction-nav')).toBe(false);
  });

  test('fixed header past the offset at 1280 px, anchor scroll lands below it; nothing fixed at 900 px', async ({ page }) => {
    await openHeaderPage(page);
    const padding = await page.$eval('#page-container', (el) => parseFloat(getComputedStyle(el).paddingTop));
    const headerBottom = await page.$eval('#main-header', (el) => el.getBoundingClientRect().bottom);
    expect(padding).toBeCloseTo(headerBottom, 0);
    expect(await hasClass(page, '#main-header', 'et-fixed-header')).toBe(false);
    await scrollTo(page, 300);
    await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
    await expect(page.locator('#top-header')).toHaveClass(/et-fixed-header/);
    await scrollTo(page, 0);
    await expect(page.locator('#main-header')).not.toHaveClass(/et-fixed-header/);

    await page.click('a[href="#details"]');
    await expect(page.locator('#details')).toBeFocused();
    const { top, header } = await page.evaluate(() => ({
      top: document.getElementById('details')!.getBoundingClientRect().top,
      header: document.getElementById('main-header')!.getBoundingClientRect().bottom,
    }));
    // Divi's offset leaves the target 1 px under the header's edge; sub-pixel header heights add up to 1 more.
    expect(top).toBeGreaterThanOrEqual(header - 2);
    expect(top).toBeLessThan(header + 40);
    expect(new URL(page.url()).hash).toBe('');

    await page.setViewportSize({ width: 900, height: 800 });
    await scrollTo(page, 0);
    // As Divi at 980 px and below: the header is not fixed (it scrolls away), the page padding is its height less 1 px.
    await expect.poll(() => page.evaluate(() => {
      const padding = parseFloat(getComputedStyle(document.getElementById('page-container')!).paddingTop);
      return Math.round(document.getElementById('main-header')!.getBoundingClientRect().bottom - padding);
    })).toBe(1);
    await scrollTo(page, 300);
    expect(await page.$eval('#main-header', (el) => getComputedStyle(el).position)).not.toBe('fixed');
    expect(await page.$eval('#main-header', (el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    expect(await hasClass(page, '#main-header', 'et-fixed-header')).toBe(false);
  });

  test('logged in, the fixed header sits below the admin bar and an anchor scroll lands below both', async ({ page }) => {
    // WordPress's admin bar as its stylesheet lays it out at 1280 px: fixed at the top, 32 px, the page pushed down.
    await page.route('**/divi-header', async (route) => {
      const html = await (await route.fetch()).text();
      const bar = '<style>html{margin-top:32px!important}#wpadminbar{position:fixed;top:0;left:0;width:100%;height:32px;z-index:99999;background:#1d2327}</style><div id="wpadminbar"></div>';
      await route.fulfill({ contentType: 'text/html', body: html.replace(/<body( [^>]*)?>\n/, (tag) => tag + bar) });
    });
    await openHeaderPage(page);
    const topBar = await page.$eval('#top-header', (el) => el.getBoundingClientRect().height);
    await expect.poll(() => page.$eval('#main-header', (el) => Math.round(el.getBoundingClientRect().top))).toBe(Math.round(32 + topBar));
    await page.click('a[href="#details"]');
    await expect(page.locator('#details')).toBeFocused();
    await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
    // Focus moves once the scroll ended. As without the bar: 1 px under the header's edge (sub-pixel heights 1 more),
    // hidden neither behind the bar nor behind the header.
    const landing = await page.evaluate(() => document.getElementById('details')!.getBoundingClientRect().top - document.getElementById('main-header')!.getBoundingClientRect().bottom);
    expect(landing).toBeGreaterThanOrEqual(-2);
    expect(landing).toBeLessThan(40);
  });

  test("the fixed-header transition events reach DOM and jQuery listeners with Divi's margin", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __events: unknown[][]; jQuery: unknown };
      w.__events = [];
      for (const name of ['ETDiviFixedHeaderTransitionStart', 'ETDiviFixedHeaderTransitionEnd']) {
        addEventListener(name, (e) => w.__events.push(['dom', name, (e as CustomEvent<{ marginTop: number }>).detail.marginTop]));
      }
      // A page jQuery (one that can bind: `fn.on`, unlike Divi's head stand-in) that records what is triggered on the window.
      const $ = (target: unknown) => ({
        on: () => undefined,
        off: () => undefined,
        trigger: (name: unknown, args?: Array<{ marginTop: number }>) => {
          if (target === window) w.__events.push(['jquery', name, args?.[0]?.marginTop]);
        },
      });
      w.jQuery = Object.assign($, { event: {}, fn: { on: () => undefined } });
    });
    await openHeaderPage(page);
    const events = () => page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
    await scrollTo(page, 300);
    await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
    await expect.poll(events).toEqual([
      ['dom', 'ETDiviFixedHeaderTransitionStart', -1],
      ['jquery', 'ETDiviFixedHeaderTransitionStart', -1],
      ['dom', 'ETDiviFixedHeaderTransitionEnd', -1],
      ['jquery', 'ETDiviFixedHeaderTransitionEnd', -1],
    ]);
    expect(await page.$eval('#page-container', (el) => getComputedStyle(el).marginTop)).toBe('-1px');
    await scrollTo(page, 0);
    await expect.poll(async () => (await events()).length).toBe(8);
  });

  test('with reduced motion the anchor scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHeaderPage(page);
    await page.click('a[href="#details"]');
    const top = await page.evaluate(() => document.getElementById('details')!.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
  });

  test('header search: opens focused, locked ~1 s, Esc closes and focus returns to the icon', async ({ page }) => {
    await openHeaderPage(page);
    await page.focus('#et_search_icon');
    await expect(page.locator('#et_search_icon')).toHaveAttribute('role', 'button');
    await page.keyboard.press('Enter');
    await expect(page.locator('.et_search_form_container')).toHaveClass(/et_pb_search_visible/);
    await expect(page.locator('.et_menu_container')).toHaveClass(/et_pb_menu_hidden/);
    await expect(page.locator('.et-search-field').first()).toBeFocused();
    await expect(page.locator('.et_search_form_container')).toHaveClass(/et_pb_no_animation/);
    await expectNoAxeViolations(page, undefined, HEADER_PAGE);
    await page.keyboard.press('Escape');
    await expect(page.locator('.et_search_form_container')).toHaveClass(/et_pb_search_form_hidden/);
    await expect(page.locator('.et_menu_container')).toHaveClass(/et_pb_menu_visible/);
    await expect(page.locator('#et_search_icon')).toBeFocused();
    // A close during the ~1 s lock is ignored: opened and closed in one task, so surely within the lock.
    await expect(page.locator('.et_search_form_container')).not.toHaveClass(/et_pb_is_animating/);
    const whileLocked = await page.evaluate(() => {
      document.querySelector<HTMLElement>('#et_search_icon')!.click();
      document.querySelector<HTMLElement>('.et_close_search_field')!.click();
      return document.querySelector('.et_search_form_container')!.className;
    });
    expect(whileLocked).toContain('et_pb_search_visible');
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

test.describe('builder-modules: theme header menu (touch, phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('mobile menu: a copy without duplicate ids, toggled by keyboard and by touch, a link closes it', async ({ page, watch }) => {
    await openHeaderPage(page);
    await waitForMounted(page, 'builder-modules-menu');
    const menu = page.locator('#et_mobile_nav_menu ul#mobile_menu.et_mobile_menu');
    await expect(menu.locator('> li')).toHaveCount(7); // 5 primary + 2 secondary items
    await expect(menu.locator('> li').first()).toHaveClass(/et_first_mobile_item/);
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates).toEqual([]);
    await expect(menu).toBeHidden();

    const bar = page.locator('#et_mobile_nav_menu .mobile_menu_bar');
    await bar.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#et_mobile_nav_menu .mobile_nav')).toHaveClass(/opened/);
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page, undefined, HEADER_PAGE);
    await page.keyboard.press('Escape');
    await expect(page.locator('#et_mobile_nav_menu .mobile_nav')).toHaveClass(/closed/);
    await expect(bar).toBeFocused();
    await expect(menu).toBeHidden();

    await bar.tap();
    await expect(menu).toBeVisible();
    await page.route('**/contact/', (route) => route.fulfill({ body: 'contact', contentType: 'text/html' }));
    await menu.getByRole('link', { name: 'Contact' }).tap();
    await page.waitForURL(/\/contact\/$/);
    expect(watch.errors).toEqual([]);
  });

  test('dropdowns on touch at desktop width: first tap opens, tap outside closes, second tap follows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHeaderPage(page);
    await waitForMounted(page, 'builder-modules-menu');
    await page.tap('#menu-item-21 > a');
    await expect(page.locator('#menu-item-21')).toHaveClass(/et-touch-hover/);
    await expect(page.locator('#menu-item-22 > a')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/divi-header');
    await page.tap('h1');
    await expect(page.locator('#menu-item-21')).not.toHaveClass(/et-show-dropdown/);
    await page.tap('#menu-item-21 > a');
    await expect(page.locator('#menu-item-21')).toHaveClass(/et-touch-hover/);
    await page.route('**/services/', (route) => route.fulfill({ body: 'services', contentType: 'text/html' }));
    await page.tap('#menu-item-21 > a');
    await page.waitForURL(/\/services\/$/);
  });
});
