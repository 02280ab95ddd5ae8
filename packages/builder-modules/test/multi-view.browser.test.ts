import { test, expect, resizeTo, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: multi-view', () => {
  test('switches content, classes and visibility at 980 and 767 px, rewriting only what changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-multi-view', 2);
    const text = page.locator('.et_pb_text_demo_mv .et_pb_text_inner');
    const tabletOnly = page.locator('.et_pb_text_demo_mv_hidden .et_pb_text_inner');
    await expect(text).toHaveText('Shown on desktop');
    await expect(text).toHaveClass(/mv-desktop/);
    await expect(tabletOnly).toBeHidden();
    expect(await text.getAttribute('data-et-multi-view-load-tablet-hidden')).toBeNull();
    // Count writes to the element: a resize within one device must not touch it.
    await text.evaluate((el) => {
      const w = window as unknown as { mvWrites: number };
      w.mvWrites = 0;
      new MutationObserver((r) => (w.mvWrites += r.length)).observe(el, { childList: true, attributes: true, subtree: true });
    });
    const writes = () => page.evaluate(() => (window as unknown as { mvWrites: number }).mvWrites);
    // The page has seen the new width and rendered after it: a media-query change would have been handled.
    await resizeTo(page, 1100, 800);
    expect(await writes()).toBe(0);
    await page.setViewportSize({ width: 980, height: 800 });
    await expect(text).toHaveText('Shown on tablet');
    await expect(text).toHaveClass(/mv-tablet/);
    await expect(tabletOnly).toBeVisible();
    await page.setViewportSize({ width: 981, height: 800 });
    await expect(text).toHaveText('Shown on desktop');
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(text).toHaveText('Shown on phone');
    await expect(text).toHaveClass(/mv-phone/);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(text).toHaveText('Shown on tablet');
  });
});
