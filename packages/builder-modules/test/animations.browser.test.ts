import { test, expect, intersectionsDelivered, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: entrance animations', () => {
  test('start once the element is in view and end as had-animation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-animations');
    const text = page.locator('.et_pb_text_0');
    const icon = page.locator('.et_pb_blurb_0 .et-waypoint');
    // The in-view observer has judged them (out of view): an element it saw in view would have started by now.
    await intersectionsDelivered(page);
    await expect(text).not.toHaveClass(/slideBottom/);
    await expect(icon).not.toHaveClass(/et-animated/);
    await text.scrollIntoViewIfNeeded();
    await expect(text).toHaveClass(/slideBottom/);
    await expect(icon).toHaveClass(/et-animated/);
    await expect(text).toHaveClass(/et_had_animation/);
    await expect(text).not.toHaveClass(/et_animated|slideBottom/);
    expect(await text.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('with reduced motion the element is shown at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-animations');
    await expect(page.locator('.et_pb_text_0')).toHaveClass(/et_had_animation/);
  });
});
