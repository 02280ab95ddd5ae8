// The pages look the same with our plugin and with the originals: each page's first screen (its main state: loaded,
// scripts settled, store notice dismissed) at 1280 and 390 px, with the plugin on and off, compared pixel for pixel
// (pixelmatch, colour threshold 0.1). The share of differing pixels per page is written to
// test-results-wordpress/look/ (summary.md per worker, rows.md across workers); a page over the tolerance fails
// with its screenshots and diff image beside it.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '../browser';
import { differingShare, firstScreen, TOLERANCE } from './pixels';
import { ours, shop } from './shop';

const s = shop();
const outDir = resolve(import.meta.dirname, '..', '..', 'test-results-wordpress', 'look');
const PAGES: Array<{ name: string; url: string; divi?: boolean }> = [
  { name: 'product (twentytwentyfive)', url: s.variable.url },
  { name: 'post with comments (twentytwentyfive)', url: s.post.url },
  { name: 'Divi showcase', url: s.divi.showcase, divi: true },
  { name: 'Divi media', url: s.divi.media, divi: true },
  { name: 'product (Divi)', url: s.variable.url, divi: true },
];
const rows: string[] = [];

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
        const theme = divi ? [{ name: 'dropins_theme', value: 'divi' }] : [];
        const on = await firstScreen(browser, url, { width, cookies: theme, bar: false });
        const off = await firstScreen(browser, url, { width, cookies: [...theme, { name: 'dropins', value: 'off' }], bar: false });
        const { share: ratio, size, file } = differingShare('look', `${name}-${width}`, on, off);
        expect(size, `${name} at ${width} px: the two screens have the same size`).toMatch(/^\d+x\d+$/);
        const row = `| ${name} | ${width} | ${(ratio * 100).toFixed(2)} % | ${TOLERANCE * 100} % |`;
        rows.push(row);
        appendFileSync(resolve(outDir, 'rows.md'), row + '\n');
        measured.push([width, ratio, file]);
      }
      // Both widths are measured (and recorded) before either is judged.
      for (const [width, ratio, file] of measured) {
        expect(ratio, `${name} at ${width} px (see ${file}.diff.png)`).toBeLessThanOrEqual(TOLERANCE);
      }
    });
  }
});
