import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: video', () => {
  test('the overlay plays by keyboard (Enter on the module, Space on a video post); embeds keep their shape', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-video');
    const module = page.locator('.et_pb_video_0');
    const iframe = module.locator('iframe');
    const box = await iframe.boundingBox();
    const boxWidth = await module.locator('.et_pb_video_box').evaluate((b) => b.clientWidth);
    expect(box!.width).toBeCloseTo(boxWidth, 0);
    expect(box!.width / box!.height).toBeCloseTo(1080 / 608, 1);
    const play = module.locator('.et_pb_video_play');
    await expect(play).toHaveAttribute('role', 'button');
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(module.locator('.et_pb_video_overlay')).toBeHidden();
    await expect(iframe).toHaveAttribute('src', /\/embed\/aBcDeFgHiJk\?autoplay=1&feature=oembed$/);
    await expect(iframe).toBeFocused();
    const post = page.locator('.et_pb_blog_item_0_2');
    await post.locator('.et_pb_video_play').focus();
    await page.keyboard.press(' ');
    await expect(post.locator('.et_pb_video_overlay')).toBeHidden();
    await expect(post.locator('iframe')).toHaveAttribute('src', /autoplay=1&feature=oembed/);
    expect(watch.errors).toEqual([]);
  });
});
