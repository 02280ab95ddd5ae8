import { test, expect, waitForMounted } from '../../../test/browser';
import { motionOf, scrollTo } from './helpers';

test.describe('builder-modules: parallax', () => {
  test('true parallax moves the background down at 0.3 of the scroll, monotonic', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-parallax');
    const offsets: number[] = [];
    for (const y of [0, 200, 400, 600]) {
      await scrollTo(page, y);
      offsets.push((await motionOf(page, '.et_pb_fullwidth_header_0 .et_parallax_bg')).ty);
    }
    for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBeGreaterThan(offsets[i - 1]);
    expect(offsets[3] - offsets[0]).toBeGreaterThan(150);
    expect(offsets[3] - offsets[0]).toBeLessThan(200);
  });
});
