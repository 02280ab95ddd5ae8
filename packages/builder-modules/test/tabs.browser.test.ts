import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { hash, pageErrors } from './helpers';

/** Waits until no animation runs in `selector` (axe reads colours mid-fade otherwise). */
const settled = (page: Page, selector: string) => page.waitForFunction((sel) => document.querySelector(sel)?.getAnimations({ subtree: true }).length === 0, selector);

test.describe('builder-modules: tabs', () => {
  test('click with the fade, keyboard pattern, roving tabindex', async ({ page, watch }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-tabs');
    const tabs = page.locator('.et_pb_tabs_0 [role=tab]');
    const pane = (n: number) => page.locator(`.et_pb_tabs_0 .et_pb_all_tabs .et_pb_tab_${n}`);
    await expect(tabs).toHaveCount(3);
    // Two clicks in a row: the second lands during the fade and is ignored.
    await page.evaluate(() => {
      for (const n of [1, 2]) document.querySelector<HTMLElement>(`.et_pb_tabs_0 li.et_pb_tab_${n} a`)!.click();
    });
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.et_pb_tabs_0 li.et_pb_tab_1')).toHaveClass(/et_pb_tab_active/);
    await expect(pane(1)).toHaveClass(/et_pb_active_content/);
    await expect(pane(0)).not.toHaveClass(/et_pb_active_content/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await tabs.evaluateAll((t: HTMLElement[]) => t.map((e) => e.tabIndex))).toEqual([-1, 0, -1]);
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(pane(2)).toHaveClass(/et_pb_active_content/);
    await expect(pane(2)).toHaveAttribute('role', 'tabpanel');
    expect(pageErrors(watch.errors)).toEqual([]);
    await settled(page, '.et_pb_tabs_0');
    await expectNoAxeViolations(page, '.et_pb_tabs_0');
  });

  test('Woo tabs: #tab-x on load, reviews link, module hash, stacked below 768 px', async ({ page, watch }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/divi-2#tab-reviews');
    await waitForMounted(page, 'builder-modules-tabs');
    const woo = page.locator('#product-tabs');
    await expect(woo.locator('li.reviews_tab')).toHaveClass(/et_pb_tab_active/);
    await expect(woo).toHaveClass(/et_pb_tabs_vertically_stacked/);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(woo).not.toHaveClass(/et_pb_tabs_vertically_stacked/);
    // A later #tab-x (hashchange) opens that tab too.
    await page.evaluate(() => (location.hash = '#tab-additional_information'));
    await expect(woo.locator('li.additional_information_tab')).toHaveClass(/et_pb_tab_active/);
    // What the link option `#product_reviews_tab` does: click the reviews tab link. Clicks are ignored while the
    // panes fade (1 s): repeat until one lands.
    await expect(async () => {
      await page.evaluate(() => document.querySelector<HTMLElement>('#product-tabs .reviews_tab a')!.click());
      await expect(woo.locator('li.reviews_tab')).toHaveClass(/et_pb_tab_active/, { timeout: 100 });
    }).toPass();
    // The plain anchor stays as an entry, as Divi's et_set_hash keeps it.
    await expect.poll(() => hash(page)).toBe('#tab-additional_information||product-tabs|2');
    await page.evaluate(() => (location.hash = '#product-tabs|0'));
    await expect(woo.locator('li.description_tab')).toHaveClass(/et_pb_tab_active/);
    await page.evaluate(() => (location.hash = '#product_reviews_tab'));
    await expect(woo.locator('li.reviews_tab')).toHaveClass(/et_pb_tab_active/);
    await expect(woo.locator('.et_pb_tab').last()).toHaveClass(/et_pb_active_content/);
    expect(pageErrors(watch.errors)).toEqual([]);
    await settled(page, '#product-tabs');
    await expectNoAxeViolations(page, '#product-tabs');
  });
});
