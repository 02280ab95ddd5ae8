// The pages look the same with our plugin and with the originals: each page's first screen (its main state: loaded,
// scripts settled, store notice dismissed) at 1280 and 390 px, with the plugin on and off, compared pixel for pixel
// (pixelmatch, colour threshold 0.1). The share of differing pixels per page is written to
// test-results-wordpress/look/ (summary.md per worker, rows.md across workers); a page over the tolerance fails
// with its screenshots and diff image beside it.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { test, expect } from '../browser';
import { noticeDismissed, ours, path, shop } from './shop';

const s = shop();
/** Share of pixels allowed to differ (as test/look.ts allows against the originals' screenshots). */
const TOLERANCE = 0.02;
const outDir = resolve(import.meta.dirname, '..', '..', 'test-results-wordpress', 'look');
const PAGES: Array<{ name: string; url: string; divi?: boolean }> = [
  { name: 'product (twentytwentyfive)', url: s.variable.url },
  { name: 'post with comments (twentytwentyfive)', url: s.post.url },
  { name: 'Divi showcase', url: s.divi.showcase, divi: true },
  { name: 'Divi media', url: s.divi.media, divi: true },
  { name: 'product (Divi)', url: s.variable.url, divi: true },
];
const rows: string[] = [];

async function shot(browser: Browser, mode: 'on' | 'off', width: number, url: string, divi: boolean): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, reducedMotion: 'reduce' });
  await noticeDismissed(context);
  const cookies = [...(mode === 'off' ? [{ name: 'dropins', value: 'off' }] : []), ...(divi ? [{ name: 'dropins_theme', value: 'divi' }] : [])];
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: s.url })));
  const page: Page = await context.newPage();
  await page.goto(path(url), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The main state: the mini-cart filled and the consent bar shown (the originals show it a moment after load).
  await expect(page.locator('.dropins-test-mini-cart .widget_shopping_cart_content')).not.toBeEmpty();
  const bar = page.locator('#moove_gdpr_cookie_info_bar');
  if (await bar.count()) {
    await expect(bar).toBeVisible();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  }
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  return png;
}

test.describe('look: plugin on and off', () => {
  test.afterAll(() => {
    if (!rows.length) return;
    mkdirSync(outDir, { recursive: true });
    const table = ['| page | width | differing pixels | tolerance |', '|---|---|---|---|', ...rows].join('\n');
    writeFileSync(resolve(outDir, 'summary.md'), table + '\n');
    console.log(`\n${table}\n`);
  });

  for (const { name, url, divi } of PAGES) {
    test(`${name}: the first screen at 1280 and 390 px`, async ({ browser }, info) => {
      test.skip(!ours(info), 'compares the two modes once');
      test.slow(); // four page loads
      const measured: Array<[number, number, string]> = [];
      for (const width of [1280, 390]) {
        const on = PNG.sync.read(await shot(browser, 'on', width, url, !!divi));
        const off = PNG.sync.read(await shot(browser, 'off', width, url, !!divi));
        expect(`${on.width}x${on.height}`).toBe(`${off.width}x${off.height}`);
        const diff = new PNG({ width: on.width, height: on.height });
        const differing = pixelmatch(on.data, off.data, diff.data, on.width, on.height, { threshold: 0.1 });
        const ratio = differing / (on.width * on.height);
        const file = `${name.replace(/[^a-z0-9]+/gi, '-')}-${width}`;
        mkdirSync(outDir, { recursive: true });
        writeFileSync(resolve(outDir, `${file}.on.png`), PNG.sync.write(on));
        writeFileSync(resolve(outDir, `${file}.off.png`), PNG.sync.write(off));
        writeFileSync(resolve(outDir, `${file}.diff.png`), PNG.sync.write(diff));
        const row = `| ${name} | ${width} | ${(ratio * 100).toFixed(2)} % | ${TOLERANCE * 100} % |`;
        rows.push(row);
        appendFileSync(resolve(outDir, 'rows.md'), row + '\n');
        measured.push([width, ratio, file]);
      }
      // Both widths are measured (and recorded) before either is judged.
      for (const [width, ratio, file] of measured) {
        expect(ratio, `${name} at ${width} px (see test-results-wordpress/look/${file}.diff.png)`).toBeLessThanOrEqual(TOLERANCE);
      }
    });
  }
});
