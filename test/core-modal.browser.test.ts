// The core Modal in Chromium: keyboard only (open, Tab trap both ways, Esc, focus back to the
// opener), close button and overlay, the fade timings, its states and axe.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './browser';
import { openHarness } from './harness/bundle';

const uiLog = (page: Page) => page.evaluate(() => (window as unknown as { uiLog?: string[] }).uiLog ?? []);
const focused = (page: Page) => page.evaluate(() => {
  const a = document.activeElement as HTMLElement | null;
  return a ? a.getAttribute('aria-label') || a.textContent?.trim() || a.id || a.tagName : null;
});

for (const flavour of ['preact', 'react'] as const) {
  test(`opens by keyboard, traps Tab and Shift+Tab, closes on Esc and gives focus back to the opener (${flavour})`, async ({ page, watch }) => {
    await openHarness(page, { flavour });
    await page.evaluate(() => window.harness.ui.modal());
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Comment blocked' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveId('cleantalk-modal-content-wrap');
    // Focus starts on the first focusable inside, and Tab cycles through the dialog only.
    await expect.poll(() => focused(page)).toBe('why');
    const forward: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    expect(forward).toEqual(['Help', 'Close', 'why', 'Help']);
    const back: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      back.push(await focused(page));
    }
    expect(back).toEqual(['why', 'Close', 'Help', 'why']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await uiLog(page)).toEqual(['close']);
    expect(watch.errors).toEqual([]);
  });
}

test('the close button and a click on the overlay close it; a click inside does not', async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.harness.ui.modal());
  const opener = page.getByRole('button', { name: 'Open dialog' });
  const dialog = page.getByRole('dialog');
  await opener.click();
  await dialog.getByText('Your comment looks like spam.').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  expect(await uiLog(page)).toEqual(['close', 'close']);
});

test('fades in over 200 ms and out over 400 ms, then leaves the page', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await openHarness(page);
  await page.evaluate(() => window.harness.ui.modal());
  await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
  const overlay = page.locator('.dropins-modal-overlay');
  const duration = () => overlay.evaluate((el) => [getComputedStyle(el).transitionDuration, getComputedStyle(el).opacity]);
  await page.getByRole('button', { name: 'Open dialog' }).click();
  await page.clock.runFor(100);
  await expect(overlay).toHaveClass(/is-open/);
  expect((await duration())[0]).toBe('0.2s');
  await page.keyboard.press('Escape');
  // Effects run on the next frame: within 20 ms the fade-out starts, and 400 ms after that it is gone.
  await page.clock.runFor(20);
  await expect(overlay).not.toHaveClass(/is-open/);
  expect((await duration())[0]).toBe('0.4s');
  await page.clock.runFor(370);
  await expect(overlay).toHaveCount(1);
  await page.clock.runFor(50);
  await expect(overlay).toHaveCount(0);
});

test("shows 'Loading...' while loading and 'Please wait...' with no content, and names itself when the title is hidden", async ({ page }) => {
  await openHarness(page);
  await page.evaluate(() => window.harness.ui.modal({ loading: true, startOpen: true, hideTitle: true }));
  const dialog = page.getByRole('dialog', { name: 'Comment blocked' });
  await expect(dialog).toContainText('Loading...');
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('heading', { name: 'Comment blocked' })).toHaveCSS('width', '1px');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.harness.ui.modal({ empty: true, startOpen: true }));
  await expect(page.getByRole('dialog')).toContainText('Please wait...');
  await expect(page.getByRole('dialog')).not.toHaveAttribute('aria-busy', /.*/);
});
