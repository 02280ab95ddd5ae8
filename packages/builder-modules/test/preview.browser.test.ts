import { test, expect, waitForMounted } from '../../../test/browser';

test.describe('builder-modules: builder preview', () => {
  test('links and form submissions do nothing, and the visitor is told why', async ({ page }) => {
    // Records, after every listener of ours, whether the link's and the forms' default actions were stopped: a
    // click or submission that was not stopped starts its navigation at once, in the same task.
    await page.addInitScript(() => {
      const w = window as unknown as { defaults: string[] };
      w.defaults = [];
      for (const type of ['click', 'submit']) {
        addEventListener(type, (e) => {
          const target = e.target as Element;
          if (type === 'submit' || target.closest('a[href]')) w.defaults.push(`${type}:${e.defaultPrevented ? 'stopped' : 'allowed'}`);
        });
      }
    });
    await page.goto('/divi-preview');
    await waitForMounted(page, 'builder-modules');
    const url = page.url();
    await page.click('#preview-link');
    await page.fill('#s-preview', 'shoes');
    await page.press('#s-preview', 'Enter');
    await page.click('.et_pb_searchsubmit');
    expect(await page.evaluate(() => (window as unknown as { defaults: string[] }).defaults)).toEqual(['click:stopped', 'submit:stopped', 'submit:stopped']);
    expect(page.url()).toBe(url);
    await expect(page.locator('#dropins-live-polite')).toHaveText('Links and forms are disabled in this preview.');
  });
});
