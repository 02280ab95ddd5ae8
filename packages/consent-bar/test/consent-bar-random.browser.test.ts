// Randomized sequences of visitor actions (fast-check, fixed seed): no category script ever runs before its
// consent (the oracle in helpers.ts checks the cookie at the moment each marker runs), and whatever is
// consented at the end has run on the current page view.
import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { test, expect } from '../../../test/browser';
import { fixtureLog, installOracle, nextPaint, open, stored, violations } from './helpers';

type Action =
  | { kind: 'accept' | 'reject' | 'close' | 'reload' }
  | { kind: 'custom'; strict: boolean; thirdparty: boolean; advanced: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>({ kind: 'accept' }, { kind: 'reject' }, { kind: 'close' }, { kind: 'reload' }),
  fc.record({ kind: fc.constant('custom' as const), strict: fc.boolean(), thirdparty: fc.boolean(), advanced: fc.boolean() }),
);

async function perform(page: Page, a: Action): Promise<void> {
  const bar = page.locator('#moove_gdpr_cookie_info_bar');
  if (a.kind === 'accept') await page.locator('a[href="#gdpr-accept-cookies"]').click();
  else if (a.kind === 'reject') await page.locator('a[href="#gdpr-reject-cookies"]').click();
  else if (a.kind === 'close') {
    if (await bar.isVisible()) await bar.locator('.moove-gdpr-button-holder .moove-gdpr-infobar-close-btn').click();
  } else if (a.kind === 'reload') {
    await page.reload();
    await page.clock.runFor(2100);
  } else if (a.kind === 'custom') {
    await page.locator('main a[href="#gdpr_cookie_modal"]').click();
    await page.getByRole('tab', { name: 'Strictly Necessary Cookies' }).click();
    await page.locator('#moove_gdpr_strict_cookies').setChecked(a.strict);
    if (a.strict) {
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.locator('#moove_gdpr_performance_cookies').setChecked(a.thirdparty);
      await page.getByRole('tab', { name: 'Marketing' }).click();
      await page.locator('#moove_gdpr_advanced_cookies').setChecked(a.advanced);
    }
    await page.locator('.moove-gdpr-modal-save-settings').click();
  }
  await nextPaint(page);
}

for (const path of ['/cookies', '/cookies-ajax']) {
  test(`random visitor actions on ${path}: no script before its consent`, async ({ browser }) => {
    test.setTimeout(300_000); // three sequences of page loads: only a hang should reach this
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 6 }), async (actions) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        try {
          await installOracle(page);
          await open(page, path);
          for (const a of actions) await perform(page, a);
          // Not 'networkidle': an embed iframe removed by a withdrawal mid-load can keep Playwright from ever
          // seeing the network idle. Poll for the outcome instead.
          const end = await stored(page);
          for (const cat of ['thirdparty', 'advanced']) {
            if (end?.strict === '1' && end[cat] === '1') await expect.poll(() => fixtureLog(page)).toContain(`${cat}:header`);
          }
          expect(await violations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      }),
      { numRuns: 3, seed: path.length * 7919, endOnFailure: true },
    );
  });
}

test('the oracle itself flags a marker that runs without consent (positive control)', async ({ page }) => {
  await installOracle(page);
  await open(page, '/cookies');
  await page.evaluate(() => (window as unknown as { fixtureLog: string[] }).fixtureLog.push('advanced:header'));
  expect(await violations(page)).toEqual([expect.stringContaining('advanced:header ran with consent {}')]);
});
