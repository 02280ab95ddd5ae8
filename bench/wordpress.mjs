// `npm run bench:wordpress`: the main pages of both shops of `npm run wordpress` (twentytwentyfive: product, post
// with comments and contacts; Divi: the builder showcase, the media page, the product page), each with our plugin on
// (the default build: classic scripts sharing one runtime, dist/wp/) and off (the originals), side by side in one run:
// script bytes (as served and gzipped), script requests, main-thread script time (CDP ScriptDuration), longest task
// and layout shift; for both product pages also the ES-module build and the standalone classic scripts (each with its
// own runtime), and each mode's share of the originals' page (our script plus what stays, over the originals' page);
// for both product pages also with Autoptimize (`dropins_ao=aggregate`: the script files aggregated, minified and
// deferred), plugin on and off, the share taken over the originals' page under the same optimizer.
// Loads alternate between the modes, BENCH_RUNS times each (default 3); medians are printed and written to
// bench/results/wordpress.{md,json}. BENCH_ONLY=<text> keeps the pages whose name contains it.
// WP_REUSE=1 serves an existing shop instead of building a fresh one; WP_BENCH_PORT picks the port (default 8405).
// BENCH_PROFILE=1 adds one profiled load per run of each page with our plugin on (the default build): self time per
// script file, our top functions and which of our code ran at start (bench/results/wordpress-profile.md).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, benchChromium } from '../scripts/chromium.mjs';
import { startProfile, stopProfile, summarize } from './wordpress-profile.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.WP_BENCH_PORT ?? 8405);
const site = join(tmpdir(), `dropins-wp-${port}`);
const base = `http://127.0.0.1:${port}`;

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
const PAGES = [
  { name: 'product (twentytwentyfive)', url: shop.variable.url, modes: ['on', 'module', 'standalone', 'off', 'on+ao', 'off+ao'] },
  { name: 'post: comments, contacts (twentytwentyfive)', url: shop.contact, modes: ['on', 'off'] },
  { name: 'Divi showcase (builder modules)', url: shop.divi.showcase, divi: true, modes: ['on', 'off'] },
  { name: 'Divi media (portfolio, gallery, video, blog)', url: shop.divi.media, divi: true, modes: ['on', 'off'] },
  { name: 'product (Divi)', url: shop.variable.url, divi: true, modes: ['on', 'module', 'standalone', 'off', 'on+ao', 'off+ao'] },
].filter((p) => !process.env.BENCH_ONLY || p.name.includes(process.env.BENCH_ONLY));

const OBSERVERS = `window.__cls = 0; window.__longest = 0;
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true }); } catch {}
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}`;

/** One load of a page: what it downloaded and what it cost the main thread. */
async function load(browser, variant, target, profile = false) {
  const [mode, optimizer] = variant.split('+');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (optimizer) await context.addCookies([{ name: 'dropins_ao', value: 'aggregate', url: base }]);
  if (mode === 'off') await context.addCookies([{ name: 'dropins', value: 'off', url: base }]);
  if (mode === 'module' || mode === 'standalone') await context.addCookies([{ name: 'dropins_build', value: mode, url: base }]);
  if (target.divi) await context.addCookies([{ name: 'dropins_theme', value: 'divi', url: base }]);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  if (profile) await startProfile(cdp);
  let requests = 0;
  const scripts = [];
  page.on('request', () => requests++);
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok() && r.url().startsWith('http')) scripts.push(r.body().then((body) => ({ url: r.url(), body }), () => ({ url: r.url(), body: Buffer.alloc(0) })));
  });
  await page.goto(base + '/' + new URL(target.url).search, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const { cls, longest } = await page.evaluate(() => ({ cls: window.__cls, longest: window.__longest }));
  const profiled = profile && (await stopProfile(cdp));
  const files = await Promise.all(scripts);
  const bodies = files.map((f) => f.body);
  await context.close();
  if (profiled) return { ...profiled, bodies: new Map(files.map((f) => [f.url.split('?')[0].split('/').slice(-2).join('/'), f.body])) };
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
const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
const samples = PAGES.map((target) => Object.fromEntries(target.modes.map((mode) => [mode, []])));
const profiles = PAGES.map(() => []);
try {
  for (const [i, target] of PAGES.entries()) {
    for (const mode of target.modes) await load(browser, mode, target); // warm the server's opcache and Divi's caches
    for (let r = 0; r < RUNS; r++) {
      for (const mode of target.modes) samples[i][mode].push(await load(browser, mode, target));
      if (process.env.BENCH_PROFILE) profiles[i].push(await load(browser, 'on', target, true));
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const LABEL = {
  on: 'Dropins on (shared runtime, the default)',
  module: 'Dropins on (ES modules)',
  standalone: 'Dropins on (standalone classic scripts)',
  off: 'off (the originals)',
  'on+ao': 'Dropins on, Autoptimize (aggregate)',
  'off+ao': 'off (the originals), Autoptimize (aggregate)',
};
const lines = [];
for (const [i, target] of PAGES.entries()) {
  for (const mode of target.modes) {
    const pick = (key, m = mode) => median(samples[i][m].map((x) => x[key]));
    const longest = pick('longestMs');
    // Our script plus what stays, over the originals' page: gzipped bytes and main-thread script time.
    const originals = mode.endsWith('+ao') ? 'off+ao' : 'off';
    const share = mode === originals ? '1' : `${(pick('jsGzip') / pick('jsGzip', originals)).toFixed(2)} / ${(pick('scriptMs') / pick('scriptMs', originals)).toFixed(2)}`;
    lines.push(
      `| ${target.name} | ${LABEL[mode]} | ${kb(pick('jsBytes'))} (${kb(pick('jsGzip'))}) | ${pick('jsFiles')} | ${pick('scriptMs').toFixed(1)} ms | ${share} | ${longest ? `${longest.toFixed(0)} ms` : 'none over 50 ms'} | ${pick('cls').toFixed(4)} |`,
    );
  }
}
const filesOf = (i, mode) => new Map(samples[i][mode][0].files.map((f) => [f.file, f.gzip]));
const listOnly = (i, a, b) => [...filesOf(i, a)].filter(([f]) => !filesOf(i, b).has(f)).map(([f, g]) => `\`${f.split('/').slice(-2).join('/')}\` ${kb(g)}`).join(', ');
const table = [
  `Both shops of \`npm run wordpress\` (WordPress 7.1, WooCommerce 10.9.1, GDPR Cookie Compliance, Woo Variation Gallery, CleanTalk 6.85, Woo Discount Rules 2.6.6; twentytwentyfive and Divi 4.27.5), php -S, 1280 px, median of ${RUNS}:`,
  '',
  '| page | mode | script bytes as served (gzipped) | script requests | main-thread script time (CDP ScriptDuration) | share of the originals\' page: gzip / script time | longest task | layout shift |',
  '|---|---|---|---|---|---|---|---|',
  ...lines,
  '',
  ...PAGES.map((target, i) => `${target.name}: scripts only with Dropins, gzipped: ${listOnly(i, 'on', 'off') || 'none'}; only with the originals: ${listOnly(i, 'off', 'on') || 'none'}.`),
].join('\n');
console.log(`\n${table}\n`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/wordpress.md'), table + '\n');
writeFileSync(join(root, 'bench/results/wordpress.json'), JSON.stringify({ runs: RUNS, pages: PAGES, samples }, null, 2));
if (process.env.BENCH_PROFILE) {
  const dist = join(root, 'dist');
  const report = PAGES.map((target, i) => `## ${target.name}, Dropins on (shared runtime)\n\n${summarize(profiles[i], dist, profiles[i][0].bodies)}`).join('\n\n');
  writeFileSync(join(root, 'bench/results/wordpress-profile.md'), report + '\n');
  console.log(report);
}
process.exit(0);
