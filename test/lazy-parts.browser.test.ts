// Lazy parts in Chromium, for the classic script and the ESM build: a dynamic import() in widget code is a file of
// its own, not fetched at page load, fetched once on first use, and run on the eager part's Preact (its hooks work).
// The probe widget (test/fixtures/lazy-probe) is built here with rollup.config.mjs's own builders and served on a fake
// origin, so the test covers the real build without touching dist/.
import { resolve } from 'node:path';
import { rollup } from 'rollup';
import type { OutputOptions, RollupOptions } from 'rollup';
import type { Page } from '@playwright/test';
import { classicOptions, esmOptions } from '../rollup.config.mjs';
import { test, expect } from './browser';

const ORIGIN = 'http://lazy.test';
const ENTRY = resolve(import.meta.dirname, 'fixtures/lazy-probe/auto.ts');

async function generate(options: RollupOptions & { output: OutputOptions }, prefix: string): Promise<Map<string, string>> {
  const bundle = await rollup({ ...options, onwarn: () => {} });
  const { output } = await bundle.generate({ ...options.output, sourcemap: false });
  await bundle.close();
  return new Map(output.map((f) => [prefix + f.fileName, f.type === 'chunk' ? f.code : String(f.source)]));
}

let files: Promise<Map<string, string>> | undefined;
/** Both builds of the probe, once per worker: /dropins/lazy-probe.js (+ /dropins/lazy-probe/*) and /dropins/esm/*. */
function probeFiles(): Promise<Map<string, string>> {
  files ??= Promise.all([
    generate(classicOptions('lazy-probe', ENTRY, 'unused', false), '/dropins/'),
    esmOptions({ 'lazy-probe': ENTRY }, 'unused', false).then((o) => generate(o, '/dropins/esm/')),
  ]).then(([classic, esm]) => new Map([...classic, ...esm]));
  return files;
}

/** Opens a shop page (not beside the scripts: the lazy files are found from the script's own URL) and logs requests. */
async function openShop(page: Page, scripts: string): Promise<string[]> {
  const served = await probeFiles();
  const requested: string[] = [];
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    if (path === '/shop/chairs/') {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${scripts}</head>
        <body><main><h1>Chairs</h1><button type="button" data-lazy-probe>Open the panel</button></main></body></html>`;
      return route.fulfill({ contentType: 'text/html', body: html });
    }
    const body = served.get(path);
    return body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ contentType: 'text/javascript', body });
  });
  await page.goto(`${ORIGIN}/shop/chairs/`);
  await page.waitForFunction(() => (window.Dropins?.mounted().length ?? 0) > 0);
  return requested;
}

// Two rollup builds with terser: seconds on an idle machine, more when the cores are shared.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await probeFiles();
});

const lazyFiles = (requested: string[], folder: string) => requested.filter((p) => p.startsWith(folder) && !/\/(lazy-probe|runtime|core|core-extra)\.js$/.test(p));

async function useThePanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the panel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lazy panel' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(dialog.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Open the panel' }).click();
  await expect(dialog).toBeVisible();
}

test('classic script: the lazy part is fetched beside the script on first use only, once, and shares its Preact', async ({ page, watch }) => {
  // Loaded twice, as a theme and a plugin might both enqueue it: still one widget.
  const tag = '<script src="/dropins/lazy-probe.js" defer></script>';
  const requested = await openShop(page, tag + tag);
  expect(lazyFiles(requested, '/dropins/lazy-probe/')).toEqual([]);
  await useThePanel(page);
  expect(lazyFiles(requested, '/dropins/lazy-probe/')).toHaveLength(1);
  expect(await page.evaluate(() => window.Dropins?.mounted().length)).toBe(1);
  expect(watch.errors).toEqual([]);
});

test('ESM build: the lazy part is a chunk fetched on first use only, once, and shares the runtime', async ({ page, watch }) => {
  const requested = await openShop(page, '<script type="module" src="/dropins/esm/lazy-probe.js"></script>');
  const atStart = requested.filter((p) => p.startsWith('/dropins/esm/'));
  expect(lazyFiles(requested, '/dropins/esm/')).toEqual([]);
  await useThePanel(page);
  expect(lazyFiles(requested, '/dropins/esm/')).toHaveLength(1);
  // Nothing loaded at start was fetched again.
  expect(requested.filter((p) => atStart.includes(p))).toHaveLength(atStart.length);
  expect(watch.errors).toEqual([]);
});
