// The core Popup in Chromium: opens on hover, focus, click and touch; closes 1 s after the pointer leaves,
// 3 s after a touch, on Esc and on blur; a click right after hover keeps it open; axe clean while open.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './browser';
import { openHarness } from './harness/bundle';

/** Mounts the popup; with `paused`, the page's clock stands still until the test runs it forward. */
async function setup(page: Page, paused = true) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await openHarness(page);
  await page.evaluate(() => window.harness.ui.popup());
  if (paused) await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
  return { trigger: page.getByRole('button', { name: 'About verified reviewers' }), tip: page.getByRole('tooltip') };
}

test('hover opens it; it closes 1 s after the pointer leaves, unless the pointer moves onto it', async ({ page, watch }) => {
  const { trigger, tip } = await setup(page);
  await expect(tip).toBeHidden();
  await trigger.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText('Checked by CleanTalk.');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(600, 400);
  await page.clock.runFor(950);
  await expect(tip).toBeVisible();
  await page.clock.runFor(100);
  await expect(tip).toBeHidden();
  // Leaving the trigger for the popup itself keeps it open.
  await trigger.hover();
  await page.mouse.move(600, 400);
  await page.clock.runFor(500);
  await tip.hover();
  await page.clock.runFor(2000);
  await expect(tip).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('a click after hovering keeps it open; a second click closes it', async ({ page }) => {
  const { trigger, tip } = await setup(page);
  await trigger.click();
  await page.clock.runFor(50);
  await expect(tip).toBeVisible();
  await trigger.click();
  await page.clock.runFor(50);
  await expect(tip).toBeHidden();
});

test('focus opens it, Esc closes it, and Esc also closes it when only hovered', async ({ page }) => {
  const { trigger, tip } = await setup(page, false);
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await expect(tip).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tip).toBeHidden();
  await trigger.hover();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 700 } });
  test('a tap opens it and it closes by itself 3 s later', async ({ page }) => {
    const { trigger, tip } = await setup(page);
    await trigger.tap();
    await page.clock.runFor(50);
    await expect(tip).toBeVisible();
    await page.clock.runFor(2800);
    await expect(tip).toBeVisible();
    await page.clock.runFor(300);
    await expect(tip).toBeHidden();
  });
});
