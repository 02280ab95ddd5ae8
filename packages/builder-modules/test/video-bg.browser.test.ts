import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: video backgrounds', () => {
  test('the video section loses its preload class and the video covers it', async ({ page }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-video-bg');
    await expect(page.locator('.et_pb_section_0')).not.toHaveClass(/et_pb_preload/);
    expect(await page.$eval('.et_pb_section_video_bg video', (v) => getComputedStyle(v).objectFit)).toBe('cover');
  });
});
