import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: menu module (page 2)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

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
});
