import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { pageErrors } from './helpers';

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
