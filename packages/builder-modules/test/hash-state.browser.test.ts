import { test, expect, waitForMounted } from '../../../test/browser';
import { pageErrors, pagerOf } from './helpers';

const HOSTILE = [
  `#work|"><img src=x onerror="window.__pwned=1">|1`,
  `#<img src=x onerror=window.__pwned=1>`,
  `#work'|branding|2`,
  `#work\\|branding\\|2`,
  `#a[b="c"],#work:not(*)|x|1`,
  `#work|branding|${'9'.repeat(40)}`,
  `#||||||work|||branding||2|||`,
  `#|`,
  `#${'work|branding|2||'.repeat(700)}`,
  `#%3Cscript%3Ewindow.__pwned=1%3C/script%3E`,
  `#product-tabs|-1||team-gallery|0||product-tabs|99`,
  `#tab-"><svg onload=window.__pwned=1>`,
  `#__proto__|constructor|1`,
];

test.describe('builder-modules: hash state fuzz', () => {
  test('hostile hashes on load and on hashchange run nothing and throw nothing', async ({ page, watch }) => {
    await page.goto(`/divi-2#${encodeURIComponent(`"><img src=x onerror=window.__pwned=1>`)}|1`);
    await waitForMounted(page, 'builder-modules-gallery-grid');
    await waitForMounted(page, 'builder-modules-tabs');
    for (const h of HOSTILE) {
      await page.evaluate((value) => (location.hash = value), h);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.$$eval('img[onerror], svg[onload], script:not([src])', (n) => n.filter((e) => e.closest('#team-gallery, #product-tabs')).length)).toBe(0);
    // The modules still work.
    await page.evaluate(() => (location.hash = '#team-gallery|3||product-tabs|1'));
    await expect.poll(() => pagerOf(page, '#team-gallery .et_pb_gallery_pagination').then((p) => p.active)).toBe('3');
    await expect(page.locator('#product-tabs li.additional_information_tab')).toHaveClass(/et_pb_tab_active/);
    expect(pageErrors(watch.errors)).toEqual([]);
  });
});
