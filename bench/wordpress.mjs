// `npm run bench:wordpress`: the real product page of the `npm run wordpress` shop, with our plugin on (classic
// scripts, and the ES-module build) and off (the originals), side by side in one run: JS bytes (as served and gzipped), requests, main-thread script time
// (CDP ScriptDuration), longest task and layout shift. Loads alternate between the two modes, BENCH_RUNS times each
// (default 5); medians are printed and written to bench/results/wordpress.{md,json}.
// WP_REUSE=1 serves an existing shop instead of building a fresh one; WP_BENCH_PORT picks the port (default 8405).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.WP_BENCH_PORT ?? 8405);
const site = join(tmpdir(), `dropins-wp-${port}`);
const base = `http://127.0.0.1:${port}`;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const server = spawn(process.execPath, ['scripts/wordpress.mjs', '--port', String(port), ...(process.env.WP_REUSE ? ['--reuse'] : [])], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((ok, fail) => {
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes('served:')) ok();
  });
  server.on('exit', (code) => fail(new Error(`npm run wordpress exited (${code})`)));
});
const shop = JSON.parse(readFileSync(join(site, 'dropins-shop.json'), 'utf8'));
const product = new URL(shop.variable.url).search;

const OBSERVERS = `window.__cls = 0; window.__longest = 0;
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true }); } catch {}
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}`;

/** One load of the product page: what it downloaded and what it cost the main thread. */
async function load(browser, mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (mode === 'off') await context.addCookies([{ name: 'dropins', value: 'off', url: base }]);
  if (mode === 'module') await context.addCookies([{ name: 'dropins_build', value: 'module', url: base }]);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  let requests = 0;
  const scripts = [];
  page.on('request', () => requests++);
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok() && r.url().startsWith('http')) scripts.push(r.body().then((body) => ({ url: r.url(), body }), () => ({ url: r.url(), body: Buffer.alloc(0) })));
  });
  await page.goto(base + '/' + product, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const { cls, longest } = await page.evaluate(() => ({ cls: window.__cls, longest: window.__longest }));
  const files = await Promise.all(scripts);
  const bodies = files.map((f) => f.body);
  await context.close();
  return {
    files: files.map((f) => ({ file: new URL(f.url).pathname, gzip: gzipSync(f.body, { level: 9 }).length })),
    jsFiles: bodies.length,
    jsBytes: bodies.reduce((n, b) => n + b.length, 0),
    jsGzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    requests,
    scriptMs: m.ScriptDuration * 1000,
    longestMs: longest,
    cls,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const MODES = ['on', 'module', 'off'];
const samples = { on: [], module: [], off: [] };
try {
  for (const mode of MODES) await load(browser, mode); // warm the server's opcache and the page's transients
  for (let i = 0; i < RUNS; i++) for (const mode of MODES) samples[mode].push(await load(browser, mode));
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pick = (mode, key) => median(samples[mode].map((s) => s[key]));
const rows = [
  ['JavaScript files', (v) => String(v), 'jsFiles'],
  ['JavaScript bytes as served (gzipped)', null, 'jsBytes'],
  ['requests until the network is idle', (v) => String(v), 'requests'],
  ['main-thread script time (CDP ScriptDuration)', (v) => `${v.toFixed(1)} ms`, 'scriptMs'],
  ['longest task', (v) => (v ? `${v.toFixed(0)} ms` : 'none over 50 ms'), 'longestMs'],
  ['cumulative layout shift', (v) => v.toFixed(4), 'cls'],
].map(([label, format, key]) => {
  const cell = (mode) => (key === 'jsBytes' ? `${kb(pick(mode, 'jsBytes'))} (${kb(pick(mode, 'jsGzip'))})` : format(pick(mode, key)));
  return { label, on: cell('on'), module: cell('module'), off: cell('off') };
});
// Which files make the difference (from the first sample of each mode).
const filesOf = (mode) => new Map(samples[mode][0].files.map((f) => [f.file, f.gzip]));
const listOnly = (a, b) => [...filesOf(a)].filter(([f]) => !filesOf(b).has(f)).map(([f, g]) => `\`${f.split('/').slice(-2).join('/')}\` ${kb(g)}`).join(', ');
const table = [
  `Real product page (${product}), WordPress 7.1 + WooCommerce 10.9.1 + GDPR Cookie Compliance + Woo Variation Gallery, php -S, median of ${RUNS}:`,
  '',
  '| metric | Dropins on (classic scripts) | Dropins on (ES modules) | off (the originals) |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.label} | ${r.on} | ${r.module} | ${r.off} |`),
  '',
  `Scripts only with Dropins (classic), gzipped: ${listOnly('on', 'off')}.`,
  `Scripts only with Dropins (ES modules), gzipped: ${listOnly('module', 'off')}.`,
  `Scripts only with the originals, gzipped: ${listOnly('off', 'on')}.`,
].join('\n');
console.log(`\n${table}\n`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/wordpress.md'), table + '\n');
writeFileSync(join(root, 'bench/results/wordpress.json'), JSON.stringify({ runs: RUNS, product, samples }, null, 2));
process.exit(0);
