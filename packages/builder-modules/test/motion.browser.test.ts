import { test, expect, waitForMounted } from '../../../test/browser';
import { motionOf, scrollTo } from './helpers';

test.describe('builder-modules: motion effects', () => {
  for (const css of [true, false]) {
    test(`values are monotonic between start, mid and end (${css ? 'scroll-driven CSS' : 'scroll loop'})`, async ({ page }) => {
      if (!css) await page.addInitScript(() => delete (window as { ViewTimeline?: unknown }).ViewTimeline);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/divi');
      await waitForMounted(page, 'builder-modules-motion');
      // The layout position (offsetTop chain): the rendered box is already moved by the effect.
      const top = await page.$eval('.et_pb_image_0', (el: HTMLElement) => {
        let t = 0;
        for (let n: Element | null = el; n instanceof HTMLElement; n = n.offsetParent) t += n.offsetTop;
        return t;
      });
      const height = await page.$eval('.et_pb_image_0', (el: HTMLElement) => el.offsetHeight);
      // Trigger middle/middle: from the centre at the viewport bottom (0 %) to the centre at the top (100 %).
      const from = top + height / 2 - 800;
      const samples: Array<{ ty: number; opacity: number }> = [];
      for (let i = 0; i <= 10; i++) {
        await scrollTo(page, Math.max(0, from + (800 * i) / 10));
        samples.push(await motionOf(page, '.et_pb_image_0'));
      }
      const ty = samples.map((s) => s.ty);
      for (let i = 1; i < ty.length; i++) expect(ty[i]).toBeLessThanOrEqual(ty[i - 1] + 0.5);
      expect(ty[0]).toBeGreaterThan(300); // startValue 4 → +400 px
      expect(ty[10]).toBeLessThan(-300); // endValue -4 → -400 px
      expect(Math.abs(ty[5])).toBeLessThan(20); // mid 0
      const opacity = samples.map((s) => s.opacity);
      for (let i = 1; i < opacity.length; i++) expect(opacity[i]).toBeGreaterThanOrEqual(opacity[i - 1] - 0.01);
      expect(opacity[0]).toBeLessThan(0.05);
      expect(opacity[10]).toBeCloseTo(1, 1);
    });
  }
});
