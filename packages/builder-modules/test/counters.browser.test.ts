import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { animationsDone, bringIntoView } from './helpers';

/** The RGB of a canvas pixel at (x, y) CSS px from its top left. */
function canvasPixel(page: Page, selector: string, x: number, y: number): Promise<number[]> {
  return page.$eval(
    selector,
    (canvas, [px, py]) => {
      const c = canvas as HTMLCanvasElement;
      const ratio = c.width / c.clientWidth;
      return Array.from(c.getContext('2d')!.getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1).data.slice(0, 3));
    },
    [x, y] as const,
  );
}

test.describe('builder-modules: counters', () => {
  test('count up once in view; screen readers get the final value only; axe', async ({ page, watch }) => {
    test.slow(); // axe on a long page: well under 30 s on a quiet machine, not always under load
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-counters', 2);
    const number = page.locator('.et_pb_number_counter_0');
    await expect(number.locator('.percent-value')).toHaveText('0');
    await expect(number.locator('.percent')).toHaveAttribute('aria-hidden', 'true');
    await expect(number.locator('.dropins-sr-text')).toHaveText('12,500');
    await bringIntoView(page, '.et_pb_number_counter_0');
    // Mid-way values are grouped too, and the end is the target.
    await page.waitForFunction(() => {
      const text = document.querySelector('.et_pb_number_counter_0 .percent-value')?.textContent ?? '';
      return /^\d{1,3}(,\d{3})+$/.test(text) && text !== '12,500';
    });
    await expect(number.locator('.percent-value')).toHaveText('12,500');
    const circle = page.locator('.et_pb_circle_counter_0 .et_pb_circle_counter_inner');
    await expect(circle.locator('.percent-value')).toHaveText('75');
    await expect(circle.locator('.dropins-sr-text')).toHaveText('75%');
    const size = await circle.locator('canvas').evaluate((c) => [(c as HTMLCanvasElement).clientWidth, c.parentElement!.clientWidth]);
    expect(size[0]).toBe(size[1]);
    // 12 o'clock of the ring is drawn in the bar colour (#2ea3f2).
    expect(await canvasPixel(page, '.et_pb_circle_counter_0 canvas', size[0] / 2, 2.5)).toEqual([0x2e, 0xa3, 0xf2]);
    await animationsDone(page);
    await expectNoAxeViolations(page, '.et_pb_section_3');
    expect(watch.errors).toEqual([]);
  });

  test('reduced motion shows the targets at once; hover switches the ring to its hover colours', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-counters');
    const inner = page.locator('.et_pb_section_17 .et_pb_circle_counter_inner');
    await expect(inner.locator('.percent-value')).toHaveText('64');
    await inner.scrollIntoViewIfNeeded();
    const canvas = '.et_pb_section_17 canvas';
    const width = await page.$eval(canvas, (c) => (c as HTMLCanvasElement).clientWidth);
    expect(await canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x7e, 0x3b, 0xd0]);
    await inner.hover();
    await expect.poll(() => canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x00, 0xc8, 0x53]);
    await page.mouse.move(0, 0);
    await expect.poll(() => canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x7e, 0x3b, 0xd0]);
  });
});
