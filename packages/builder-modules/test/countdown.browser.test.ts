import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: countdown', () => {
  test('ticks every second, never below zero, and is not live for screen readers', async ({ page }) => {
    const end = 1767225600 * 1000; // data-end-timestamp of the fixture
    await page.clock.install({ time: end - 10 * 60_000 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-countdown');
    await page.clock.pauseAt(end - 5 * 60_000);
    const timer = page.locator('.et_pb_countdown_timer_0');
    const container = timer.locator('.et_pb_countdown_timer_container');
    await expect(container).toHaveAttribute('role', 'timer');
    await expect(container).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(1000);
    const shown = async () => timer.locator('.values .value').allTextContents();
    // One second after the pause: 4 min 59 s left (the tick runs on the second).
    await expect.poll(shown).toEqual(['000', '00', '04', '59']);
    await expect(timer.locator('.dropins-sr-text')).toHaveText('000 Day(s) 00 Hour(s) 04 Minute(s) 59 Second(s)');
    await page.clock.runFor(1000);
    await expect.poll(shown).toEqual(['000', '00', '04', '58']);
    await page.clock.runFor(10 * 60_000);
    await expect.poll(shown).toEqual(['000', '00', '00', '00']);
  });
});
