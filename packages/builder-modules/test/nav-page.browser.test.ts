import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { FULLSCREEN, SLIDE_IN } from './not-ours';
import { diviPage } from './helpers';

const activeIn = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/**
 * A one-finger swipe through the DevTools protocol (Playwright has taps only), resolved once the page has handled its
 * end. The events carry their own times, a frame apart, so the gesture is as quick as a real swipe however slowly a
 * loaded machine delivers it (a swipe must end within 1 s).
 */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const ends = () => page.evaluate(() => (window as unknown as { touchEnds?: number }).touchEnds ?? 0);
  const before = await ends();
  await page.evaluate(() => {
    const w = window as unknown as { touchEnds?: number; countsEnds?: boolean };
    if (!w.countsEnds) addEventListener('touchend', () => (w.touchEnds = (w.touchEnds ?? 0) + 1));
    w.countsEnds = true;
  });
  const cdp = await page.context().newCDPSession(page);
  let timestamp = Date.now() / 1000;
  const next = () => (timestamp += 0.016);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }], timestamp: next() });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to], timestamp: next() });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: next() });
  await cdp.detach();
  // The page's own listeners, ours among them, have seen the end of the gesture.
  await expect.poll(ends).toBe(before + 1);
}

test.describe('builder-modules: slide-in header, menu module and link options (page 2)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('slide-in menu: keyboard toggle moves focus in, Esc closes and returns it; sub-menu arrows', async ({ page, watch }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-theme-header');
    const toggle = page.locator('#main-header .et_toggle_slide_menu');
    const container = page.locator('.et_slide_in_menu_container');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(container).toHaveClass(/et_pb_slide_menu_opened/);
    await expect(page.locator('body')).toHaveClass(/et_pb_slide_menu_active/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus moves in once the panel's CSS lets it (focusWhenShown tries each frame): wait for it.
    await expect.poll(() => activeIn(page, '.et_slide_in_menu_container')).toBe(true);
    await expect.poll(() => page.$eval('#page-container', (el) => el.getBoundingClientRect().left)).toBeLessThan(-100);

    const modules = page.locator('#menu-item-41');
    await modules.locator('.et_mobile_menu_arrow').click();
    await expect(modules.locator('> ul.sub-menu')).toHaveClass(/et_pb_slide_dropdown_opened/);
    await expect(modules.locator('> ul.sub-menu a').first()).toBeVisible();
    await expect(modules.locator('> a')).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).pathname).toBe('/divi-2');
    await expectNoAxeViolations(page, '.et_slide_in_menu_container', SLIDE_IN);
    await expectNoAxeViolations(page, '#main-header', SLIDE_IN);

    await page.keyboard.press('Escape');
    await expect(container).not.toHaveClass(/et_pb_slide_menu_opened/);
    await expect(toggle).toBeFocused();
    await expect(container).toBeHidden(); // display none after the 700 ms slide
    expect(watch.errors).toEqual([]);
  });

  test('menu module: mega menu counts, mobile copy numbered, dropdown by keyboard', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-menu');
    await expect(page.locator('#menu-item-75')).toHaveClass(/mega-menu-parent mega-menu-parent-3/);
    await expect(page.locator('#menu-item-80')).not.toHaveClass(/mega-menu-parent/);
    await expect(page.locator('.et_pb_menu_0 .mobile_nav > ul#mobile_menu1.et_mobile_menu > li.et_first_mobile_item')).toHaveCount(1);
    await page.locator('#menu-item-70 > a').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-item-70')).toHaveClass(/et-show-dropdown/);
    await expect(page.locator('#menu-item-70 > a')).toHaveAttribute('aria-expanded', 'true');
  });

  test("menu module search: opens over the menu with the field focused, Esc closes it and returns focus", async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-menu');
    const button = page.locator('.et_pb_menu_0 .et_pb_menu__search-button');
    const box = page.locator('.et_pb_menu_0 .et_pb_menu__search-container');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(box).toHaveClass(/et_pb_menu__search-container--visible/);
    await expect(page.locator('.et_pb_menu_0 .et_pb_menu__wrap')).toHaveClass(/et_pb_menu__wrap--hidden/);
    await expect(page.locator('.et_pb_menu_0 .et_pb_menu__search-input')).toBeFocused();
    await expect(page.locator('.et_pb_menu_0 .et_pb_menu__search-input')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Divi ignores closing while the container animates (1000 ms); once it settled, Esc closes.
    await expect(box).not.toHaveClass(/et_pb_is_animating/);
    await page.keyboard.press('Escape');
    await expect(box).toHaveClass(/et_pb_menu__search-container--hidden/);
    await expect(button).toBeFocused();
    await expect(box).toHaveClass(/et_pb_menu__search-container--disabled/);
    await expect(page.locator('.et_pb_menu_0 #menu-item-70 > a')).toBeVisible();
  });

  test('link options: a click scrolls to the anchor, Enter on the module opens the reviews tab', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-link-options');
    const blurb = page.locator('.et_pb_blurb_0');
    await expect(blurb).toHaveAttribute('role', 'link');
    await expect(blurb).toHaveAttribute('tabindex', '0');
    await blurb.scrollIntoViewIfNeeded();
    await blurb.locator('.et_pb_blurb_description').click();
    await expect.poll(() => page.$eval('#pricing', (el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe('#pricing');

    const text = page.locator('.et_pb_text_0');
    await text.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#product_reviews_tab');
    await expect.poll(() => page.$eval('.reviews_tab', (el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  });
});

test.describe('builder-modules: slide-in swipe (touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe from the right edge opens, a swipe right closes; one from further in does nothing', async ({ page }) => {
    await page.goto('/divi-header-variant?variant=slide');
    await waitForMounted(page, 'builder-modules-theme-header');
    // A quick horizontal swipe on a page that cannot scroll sideways is also the browser's own "back" gesture (our
    // listeners are passive, as the original's jQuery Mobile ones on the body are in Chromium): keep the browser's
    // gesture out of this test of ours.
    await page.addStyleTag({ content: 'html, body { overscroll-behavior-x: none; }' });
    const container = page.locator('.et_slide_in_menu_container');
    // The right edge of what is on screen (a page wider than the phone is shown zoomed out).
    const edge = await page.evaluate(() => Math.floor(window.visualViewport!.offsetLeft + window.visualViewport!.width));
    await swipe(page, { x: edge - 60, y: 400 }, { x: edge - 200, y: 405 });
    await expect(container).not.toHaveClass(/et_pb_slide_menu_opened/);
    await swipe(page, { x: edge - 10, y: 400 }, { x: edge - 140, y: 405 });
    await expect(container).toHaveClass(/et_pb_slide_menu_opened/);
    await swipe(page, { x: edge - 300, y: 400 }, { x: edge - 150, y: 405 });
    await expect(container).not.toHaveClass(/et_pb_slide_menu_opened/);
  });
});

test.describe('builder-modules: fullscreen header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens as a dialog: focus in, Tab stays inside, Esc closes and focus returns', async ({ page }) => {
    await page.goto('/divi-header-variant?variant=fullscreen');
    await waitForMounted(page, 'builder-modules-theme-header');
    const opener = page.locator('#main-header .et_toggle_fullscreen_menu');
    const container = page.locator('.et_slide_in_menu_container');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(container).toHaveClass(/et_pb_fullscreen_menu_opened/);
    await expect(page.locator('body')).toHaveClass(/et_pb_fullscreen_menu_active/);
    await expect.poll(() => activeIn(page, '.et_slide_in_menu_container')).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await activeIn(page, '.et_slide_in_menu_container')).toBe(true);
    await expect(container).toHaveAttribute('role', 'dialog');
    await expectNoAxeViolations(page, '.et_slide_in_menu_container', FULLSCREEN);
    await page.keyboard.press('Escape');
    await expect(container).not.toHaveClass(/et_pb_fullscreen_menu_opened/);
    await expect(opener).toBeFocused();
    await expect(container).not.toHaveClass(/et_pb_fullscreen_menu_animated/);
  });
});

const LINKS = `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column">
  <div class="et_pb_module et_pb_text et_pb_text_0"><p>Script link</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_1"><p>Data link</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_2"><p>Partner site</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_3"><p>Has its <a href="#own">own link</a></p></div>
</div></div></div>`;

test.describe('builder-modules: link options, hostile and malformed data', () => {
  test('javascript: and data: URLs are refused with a warning each; an off-site URL opens in a new window', async ({ page, watch }) => {
    await page.route('**/nav-links', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: diviPage(LINKS, {
          et_link_options_data: [
            { class: 'et_pb_text_0', url: 'javascript:window.hacked=1', target: '_self' },
            { class: 'et_pb_text_1', url: 'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuaGFja2VkPTE8L3NjcmlwdD4=', target: '_self' },
            { class: 'et_pb_text_2', url: 'https://partner.example/welcome/', target: '_blank' },
            { class: 'et_pb_text_3', url: 'https://partner.example/other/', target: '_self' },
          ],
        }),
      }),
    );
    await page.context().route('https://partner.example/**', (route) => route.fulfill({ body: 'partner', contentType: 'text/html' }));
    await page.goto('/nav-links');
    await waitForMounted(page, 'builder-modules-link-options');
    expect(watch.warnings.filter((w) => w.includes('builder-modules-link-options'))).toHaveLength(2);
    await page.click('.et_pb_text_0');
    await page.click('.et_pb_text_1');
    await expect(page.locator('.et_pb_text_0')).not.toHaveAttribute('role', 'link');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('.et_pb_text_2 p')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://partner.example/welcome/');
    await expect(page.locator('.et_pb_text_3')).not.toHaveAttribute('tabindex'); // its own link is the keyboard route
    await page.click('.et_pb_text_3 a');
    expect(new URL(page.url()).hash).toBe('#own');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/nav-links');
  });

  test('a malformed list: one warning, link options stand down, the other families work', async ({ page, watch }) => {
    await page.route('**/nav-bad', (route) =>
      route.fulfill({ contentType: 'text/html', body: diviPage(`${LINKS}<span class="et_pb_scroll_top et-pb-icon"></span>`, { et_link_options_data: { class: 42 } }) }),
    );
    await page.goto('/nav-bad');
    await waitForMounted(page, 'builder-modules-page-nav');
    await expect.poll(() => watch.warnings.filter((w) => w.includes('builder-modules-link-options')).length).toBe(1);
    await expect(page.locator('.et_pb_scroll_top')).toHaveAttribute('role', 'button');
    await page.click('.et_pb_text_2');
    expect(new URL(page.url()).pathname).toBe('/nav-bad');
    expect(watch.errors).toEqual([]);
  });
});
