import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, serverLog } from '../../../test/browser';

test.describe('builder-modules: split tests', () => {
  const stats = async (page: Page) =>
    (await serverLog(page)).filter((e) => e.body.action === 'et_pb_update_stats_table').map((e) => JSON.parse(e.body.stats_data_array).record_type as string);

  test('fetches the subject behind the cache, logs each goal once and remembers it for 365 days', async ({ page, watch, context }) => {
    await page.clock.install();
    await page.goto('/divi-split');
    await expect(page.locator('.et_pb_ab_subject_id-14_1 h2')).toHaveText('Variant B headline');
    await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
    await page.locator('.et_pb_ab_goal').scrollIntoViewIfNeeded();
    await expect.poll(() => stats(page)).toContain('view_goal');
    await page.clock.runFor(3000);
    await expect.poll(() => stats(page)).toContain('read_goal');
    await page.$eval('.et_pb_ab_goal', (a) => a.addEventListener('click', (e) => e.preventDefault()));
    await page.click('.et_pb_ab_goal');
    await page.click('.et_pb_ab_goal');
    await page.clock.runFor(5000);
    await expect.poll(async () => (await stats(page)).sort()).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);
    const first = (await serverLog(page)).find((e) => e.body.action === 'et_pb_update_stats_table');
    expect(first?.body.et_ab_log_nonce).toBe('8a7b6c5d4e');
    const cookies = await context.cookies();
    const view = cookies.find((c) => c.name === 'et_pb_ab_view_goal_1417000000001');
    expect(view?.value).toBe('true');
    expect((view?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(cookies.some((c) => c.name === 'et_pb_ab_click_goal_141700000000')).toBe(true);
    await page.reload();
    await page.locator('.et_pb_ab_goal').scrollIntoViewIfNeeded();
    await page.clock.runFor(9000);
    expect((await stats(page)).sort()).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);
    expect(watch.errors).toEqual([]);
  });

  test('a hostile subject never runs; a malformed answer gives one warning', async ({ page, watch }) => {
    await page.goto('/divi-split?subject=hostile');
    await expect(page.locator('.et_pb_ab_subject_id-14_1')).toHaveCount(1);
    expect(await page.locator('.et_pb_ab_subject script, .et_pb_ab_subject [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __diviHostile?: string }).__diviHostile)).toBeUndefined();
    // The page with its subject in place (axe once for this page state).
    await expectNoAxeViolations(page);
    await page.goto('/divi-split?subject=malformed');
    await expect.poll(() => watch.warnings.filter((w) => w.includes('builder-modules-split-test')).length).toBe(1);
  });
});
