// `npm run bench`: loads demo pages and generated large pages in real Chromium and prints a table per widget:
// min+gz bytes, main-thread script time to mount (CDP Performance metrics, minus the same page without our
// scripts), longest task, and JS heap. Widgets add scenarios in packages/<widget>/bench/*.bench.mjs.
// Results go to bench/results/latest.{md,json} as well as the terminal.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, benchChromium } from '../scripts/chromium.mjs';
import { createApp } from '../examples/server/app.mjs';
import { largeListingPage } from './pages.mjs';
import { interactionRows } from './interactions.mjs';
import { loadRows as originalLoadRows } from './load.mjs';
import { scaleRows, scaleTable, SCALE_RUNS } from './scale.mjs';
import { markup as variationsPage } from '../packages/variation-form/bench/variation-form.bench.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_ONLY=load runs only the widget rows; BENCH_ONLY=interactions only the rows beside the originals (script at
// load and interactions); BENCH_ONLY=originals only their script-at-load part (with BENCH_PROFILE=1, CPU profiles);
// BENCH_ONLY=scale only the pages that grow (bench/scale.mjs).
const ONLY = process.env.BENCH_ONLY;

if (!existsSync(resolve(root, 'dist/esm/runtime.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(root, '../shared'));
const { app, handle } = await createApp({ root, shared });
app.get('/__bench/listing-200', () => app.reply(200, largeListingPage(200), { type: 'text/html; charset=utf-8' }));
const server = createServer((req, res) => void handle(req, res).catch(() => res.end()));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const baseURL = `http://localhost:${server.address().port}`;

const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
const rows = [];

const gz = (file) => (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : NaN);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const sessions = new WeakMap();

/**
 * CDP metrics of a page: script time (ms), task time (ms) and JS heap (MB), counted from the first call for that
 * page (the Performance domain counts from when it is enabled: call once before the work, once after).
 */
async function measure(page) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    sessions.set(page, cdp);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return { scriptMs: m.ScriptDuration * 1000, taskMs: m.TaskDuration * 1000, heapMB: m.JSHeapUsedSize / 1048576 };
}

const LONGTASK = `window.__longest = 0; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}`;

/** Loads `path` with and without Dropins' scripts; returns the median added script time, longest task and heap. */
async function pageCost(path, widgets) {
  const withUs = [];
  const without = [];
  for (let i = 0; i < RUNS; i++) {
    for (const blocked of [false, true]) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.addInitScript(LONGTASK);
      if (blocked) await page.route('**/dist/**', (r) => r.abort());
      await measure(page); // start counting before the page loads
      await page.goto(baseURL + path, { waitUntil: 'load' });
      if (!blocked) await page.waitForFunction((ws) => ws.every((w) => window.Dropins?.widgets.some((n) => n === w || n.startsWith(w + '-'))), widgets, { timeout: 5000 }).catch(() => {});
      await page.waitForTimeout(400);
      const m = await measure(page);
      const longest = await page.evaluate(() => window.__longest);
      (blocked ? without : withUs).push({ ...m, longest });
      await ctx.close();
    }
  }
  return {
    scriptMs: Math.max(0, median(withUs.map((m) => m.scriptMs)) - median(without.map((m) => m.scriptMs))),
    longest: median(withUs.map((m) => m.longest)),
    heapMB: median(withUs.map((m) => m.heapMB)) - median(without.map((m) => m.heapMB)),
  };
}

const widgets = readdirSync(resolve(root, 'packages'))
  .filter((d) => existsSync(resolve(root, 'packages', d, 'package.json')))
  .filter((d) => JSON.parse(readFileSync(resolve(root, 'packages', d, 'package.json'), 'utf8')).dropins?.widget);

// Which demo page shows each widget best.
const DEMO = { 'email-decoder': '/blog-post', 'antispam-signals': '/contact', 'variation-form': '/phone', storefront: '/shop', 'consent-bar': '/cookies' };

if (!ONLY || ONLY === 'load') await loadRows();
const SCALE = ONLY === 'scale';
// The load average around the scale rows, for bench/results/scale.md.
let scaleLoad = '';
// BENCH_ONLY=<widget> runs only that widget's own scenarios (e.g. BENCH_ONLY=builder-modules BENCH_FILE=builder-modules).
const WIDGET_ONLY = widgets.includes(ONLY);
if (WIDGET_ONLY) await scenarioRows(ONLY);
if (SCALE) await scale();

/** The pages that grow: ours, the originals and no script, at each size (bench/scale.mjs). */
async function scale() {
  const before = loadavg()[0];
  try {
    rows.push(...(await scaleRows({ browser, baseURL, root, shared })));
  } catch (error) {
    console.error('bench scale failed:', error);
    process.exitCode = 1;
  }
  // The machine's 1-minute load average before and after: on a shared machine the wall times depend on it.
  scaleLoad = `load average ${before.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
}

async function loadRows() {
  rows.push({ widget: 'runtime', scenario: 'dist/esm/runtime.js', metric: 'min+gz', value: gz(resolve(root, 'dist/esm/runtime.js')), unit: 'B' });
  for (const w of widgets) {
    rows.push({ widget: w, scenario: `dist/${w}.js`, metric: 'min+gz', value: gz(resolve(root, `dist/${w}.js`)), unit: 'B' });
    rows.push({ widget: w, scenario: `dist/esm/${w}.js`, metric: 'min+gz', value: gz(resolve(root, `dist/esm/${w}.js`)), unit: 'B' });
    const path = DEMO[w];
    if (path && existsSync(resolve(root, 'examples/pages', `${path.slice(1)}.html`))) {
      const c = await pageCost(path, [w]);
      rows.push({ widget: w, scenario: `demo ${path}`, metric: 'script to mount', value: c.scriptMs, unit: 'ms' });
      rows.push({ widget: w, scenario: `demo ${path}`, metric: 'longest task', value: c.longest, unit: 'ms' });
      rows.push({ widget: w, scenario: `demo ${path}`, metric: 'heap added', value: c.heapMB, unit: 'MB' });
    }
  }
  if (widgets.includes('storefront')) {
    const c = await pageCost('/__bench/listing-200', ['storefront']);
    rows.push({ widget: 'storefront', scenario: '200 product cards', metric: 'script to mount', value: c.scriptMs, unit: 'ms' });
    rows.push({ widget: 'storefront', scenario: '200 product cards', metric: 'longest task', value: c.longest, unit: 'ms' });
  }

  for (const w of widgets) await scenarioRows(w);
}

/** A widget's own scenarios (packages/<widget>/bench/*.bench.mjs; BENCH_FILE=<name> picks one file). */
async function scenarioRows(w) {
  const dir = resolve(root, 'packages', w, 'bench');
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.mjs') && (!process.env.BENCH_FILE || f.startsWith(process.env.BENCH_FILE)))) {
    const mod = await import(pathToFileURL(resolve(dir, file)).href);
    try {
      rows.push(...(await mod.default({ browser, baseURL, measure })));
    } catch (error) {
      console.error(`bench ${w}/${file} failed:`, error);
      process.exitCode = 1;
    }
  }
}

// Script at load and interactions, ours beside the originals' (BENCH_ONLY=originals runs only the load part).
if (ONLY !== 'load' && !WIDGET_ONLY && !SCALE) {
  try {
    rows.push(...(await originalLoadRows({ browser, baseURL, root, shared, variationsPage })));
  } catch (error) {
    console.error('bench load beside the originals failed:', error);
    process.exitCode = 1;
  }
}
if (ONLY !== 'load' && ONLY !== 'originals' && !WIDGET_ONLY && !SCALE) {
  try {
    rows.push(...(await interactionRows({ browser, baseURL, root, shared, variationsPage })));
  } catch (error) {
    console.error('bench interactions failed:', error);
    process.exitCode = 1;
  }
}
if (!ONLY) await scale();

await browser.close();
server.close();

const fmt = (r) => (Number.isFinite(r.value) ? (r.unit === 'B' ? String(Math.round(r.value)) : r.value.toFixed(r.value < 10 ? 3 : 1)) : 'n/a');
const header = ['widget', 'scenario', 'metric', 'value', 'unit'];
const table = [header, ...rows.map((r) => [r.widget, r.scenario, r.metric, fmt(r), r.unit])];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
const line = (row) => row.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log('\n' + table.map(line).join('\n'));

mkdirSync(resolve(root, 'bench/results'), { recursive: true });
const md = ['| ' + header.join(' | ') + ' |', '|' + header.map(() => '---').join('|') + '|', ...table.slice(1).map((r) => '| ' + r.join(' | ') + ' |')].join('\n');
const stamp = `Chromium ${browser.version?.() ?? ''}, ${new Date().toISOString()}`;
// BENCH_ONLY=scale leaves latest.* alone; the pages that grow also go to scale.md, one line per page, then their rows.
if (!SCALE) {
  writeFileSync(resolve(root, 'bench/results/latest.md'), `${stamp}, ${RUNS} runs\n\n${md}\n`);
  writeFileSync(resolve(root, 'bench/results/latest.json'), JSON.stringify(rows, null, 2));
  console.log('\nWritten to bench/results/latest.md and latest.json');
}
const scaled = scaleTable(rows);
if (scaled) {
  const scaleRowsMd = md.split('\n').filter((l, i) => i < 2 || l.startsWith('| scale '));
  writeFileSync(resolve(root, 'bench/results/scale.md'), `${stamp}, ${SCALE_RUNS} runs, 1x CPU, ${scaleLoad}\n\n${scaled}\n\n${scaleRowsMd.join('\n')}\n`);
  console.log(`\n${scaled}\n\nWritten to bench/results/scale.md`);
}
