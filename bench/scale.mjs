// Cost as the page grows: Divi pages with 500, 2,000 and 5,000 builder modules (multi-view data on each, and one
// 1 MB multi-view attribute) and a shop page with 1,000 add-to-cart buttons, each loaded without script ('none'),
// with ours and with the originals' scripts on the same markup, alternating, SCALE_RUNS times, at 1x CPU. Per load:
// main-thread script time (CDP ScriptDuration, from before navigation until no script has run for a second), the
// longest task (Long Tasks API) and the longest single script run (Long Animation Frames API). Medians.
// SCALE_SIZES=500,2000 picks the Divi sizes; SCALE_PROFILE=1 adds a CPU profile of one load of ours (self time by
// function, named from the source maps).
// The originals are read from ../shared/wordpress/*.zip into a temporary folder (never into the repository):
// Divi 4.27.5's scripts.min.js and common.js with WordPress's jQuery and jQuery Migrate; WooCommerce's
// add-to-cart, js-cookie and cart-fragments with jQuery and blockUI (the scripts WordPress prints on a shop page).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diviModulesPage, largeListingPage } from './pages.mjs';
import { topFunctions } from './load.mjs';

export const SCALE_RUNS = Number(process.env.SCALE_RUNS ?? 3);
const RUNS = SCALE_RUNS;
const SIZES = (process.env.SCALE_SIZES ?? '500,2000,5000').split(',').map(Number);
/** A page has settled once no script ran for QUIET_MS (checked every POLL_MS). */
const QUIET_MS = 1000;
const POLL_MS = 250;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** [zip, member] of each original script, in the order WordPress prints them. */
const ORIGINALS = {
  jquery: ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/jquery/jquery.min.js'],
  'jquery-migrate': ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/jquery/jquery-migrate.min.js'],
  'divi-scripts': ['divi-theme.zip', 'Divi/js/scripts.min.js'],
  'divi-common': ['divi-theme.zip', 'Divi/core/admin/js/common.js'],
  'jquery-blockui': ['woocommerce.zip', 'woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js'],
  'add-to-cart': ['woocommerce.zip', 'woocommerce/assets/js/frontend/add-to-cart.min.js'],
  'js-cookie': ['woocommerce.zip', 'woocommerce/assets/js/js-cookie/js.cookie.min.js'],
  'cart-fragments': ['woocommerce.zip', 'woocommerce/assets/js/frontend/cart-fragments.min.js'],
};
const DIVI = ['jquery', 'jquery-migrate', 'divi-scripts', 'divi-common'];
const SHOP = ['jquery', 'jquery-blockui', 'add-to-cart', 'js-cookie', 'cart-fragments'];

/** Extracts the originals once into the system's temporary folder; returns name → file. */
function originalFiles(shared) {
  const dir = join(tmpdir(), 'dropins-bench-scale-originals');
  mkdirSync(dir, { recursive: true });
  const files = {};
  for (const [name, [zip, member]] of Object.entries(ORIGINALS)) {
    const file = join(dir, `${name}.js`);
    if (!existsSync(file)) execFileSync('sh', ['-c', `unzip -p "$0" "$1" > "$2"`, join(shared, 'wordpress', zip), member, file]);
    files[name] = file;
  }
  return files;
}

const tags = (names) => names.map((n) => `<script src="/__originals/${n}.js"></script>`).join('\n');
// The longest task on the page (parsing and layout of a big page included), and the longest single run of a script
// (Long Animation Frames API: each script entry is one callback or script evaluation, with the layout it forced).
const LONGTASK = `window.__longest = 0; window.__longestScript = 0; window.__longestScriptBy = '';
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}
try { new PerformanceObserver((l) => { for (const f of l.getEntries()) for (const s of f.scripts) if (s.duration > window.__longestScript) { window.__longestScript = s.duration; window.__longestScriptBy = s.invoker + ' ' + s.sourceURL.replace(location.origin, ''); } }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}`;

/**
 * The longest task of the page's main thread in thread time (CPU time of that thread, in ms), from a trace: on a
 * loaded machine a task's wall time also counts the time other processes had the CPU, its thread time does not.
 */
function longestTaskThreadTime(trace) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  let longest = 0;
  for (const e of events) if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ph === 'X' && e.tdur && main.has(`${e.pid}:${e.tid}`)) longest = Math.max(longest, e.tdur / 1000);
  return longest;
}

/** One load of `html` at `url`: script ms and the longest task (and with `profile`, the CPU profile of the load). */
async function once(browser, url, html, files, profile = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(LONGTASK);
    await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.route('**/__originals/*.js', (r) => r.fulfill({ path: files[new URL(r.request().url()).pathname.split('/').pop().replace(/\.js$/, '')], contentType: 'text/javascript' }));
    // No cart requests reach a server here: the fragments refresh answers as an empty cart would.
    await page.route('**/?wc-ajax=*', (r) => r.fulfill({ contentType: 'application/json', body: '{"fragments":{},"cart_hash":""}' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Settled: no script ran for QUIET_MS (our families download after load; the originals start on timers).
    let scriptMs = await script();
    for (let quiet = 0; quiet < QUIET_MS; ) {
      await page.waitForTimeout(POLL_MS);
      const now = await script();
      quiet = now - scriptMs < 1 ? quiet + POLL_MS : 0;
      scriptMs = now;
    }
    const longestCpu = longestTaskThreadTime(JSON.parse(String(await browser.stopTracing())));
    const { longest, longestScript, by } = await page.evaluate(() => ({ longest: window.__longest, longestScript: window.__longestScript, by: window.__longestScriptBy }));
    const cpu = profile ? (await cdp.send('Profiler.stop')).profile : null;
    return { scriptMs, longest, longestCpu, longestScript, by, cpu };
  } finally {
    await context.close();
  }
}

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, root: string, shared: string }} h */
export async function scaleRows({ browser, baseURL, root, shared }) {
  const files = originalFiles(shared);
  const fixture = readFileSync(join(shared, 'fixtures/divi/divi4-page.html'), 'utf8');
  const extra = /<script type="text\/javascript" id="divi-custom-script-js-extra">[\s\S]*?<\/script>/.exec(fixture)[0].replaceAll('https:\\/\\/example.test', '');
  const ours = { divi: '<script src="/dist/builder-modules.js" id="dropins-builder-modules-js" defer></script>', shop: null };
  const scenarios = [
    ...SIZES.map((n) => ({
      name: `Divi page, ${n.toLocaleString('en')} modules with multi-view data + one 1 MB attribute`,
      modules: n,
      html: { none: diviModulesPage(n, { extra, scripts: '' }), ours: diviModulesPage(n, { extra, scripts: ours.divi }), original: diviModulesPage(n, { extra, scripts: tags(DIVI) }) },
    })),
    (() => {
      const page = largeListingPage(1000);
      const withoutOurs = page.replace('<script src="/dist/storefront.js" defer></script>', '');
      return { name: 'shop page, 1,000 add-to-cart buttons', modules: 1000, html: { none: withoutOurs, ours: page, original: withoutOurs.replace('</body>', `${tags(SHOP)}</body>`) } };
    })(),
  ];
  const rows = [];
  for (const s of scenarios) {
    const url = `${baseURL}/__bench/scale`;
    const samples = { none: [], ours: [], original: [] };
    for (let i = 0; i < RUNS; i++) for (const mode of Object.keys(samples)) samples[mode].push(await once(browser, url, s.html[mode], files));
    const m = (mode, key) => median(samples[mode].map((x) => x[key]));
    const row = (metric, value, unit = 'ms') => rows.push({ widget: 'scale', scenario: s.name, metric, value, unit });
    for (const mode of ['none', 'ours', 'original']) row(`script, ${mode === 'none' ? 'no script of ours or theirs' : mode} (median of ${RUNS})`, m(mode, 'scriptMs'));
    row('script added per 1,000 modules: ours', ((m('ours', 'scriptMs') - m('none', 'scriptMs')) / s.modules) * 1000);
    row('script added per 1,000 modules: original', ((m('original', 'scriptMs') - m('none', 'scriptMs')) / s.modules) * 1000);
    for (const mode of ['none', 'ours', 'original']) row(`longest task in thread time, ${mode === 'none' ? 'no script' : mode}`, m(mode, 'longestCpu'));
    for (const mode of ['ours', 'original']) row(`longest script run (one callback or script), ${mode}`, m(mode, 'longestScript'));
    for (const mode of ['none', 'ours', 'original']) row(`longest task on the page, ${mode === 'none' ? 'no script' : mode}`, m(mode, 'longest'));
    if (process.env.BENCH_DEBUG) console.log(s.name, JSON.stringify(samples, (k, v) => (k === 'cpu' ? undefined : v)));
    // SCALE_PROFILE=1: one more load of ours under the CPU profiler; our functions with the most self time.
    if (process.env.SCALE_PROFILE) {
      const { cpu } = await once(browser, url, s.html.ours, files, true);
      for (const [fn, ms] of topFunctions([cpu], join(root, 'dist'), 12)) row(`CPU profile of one load, self time: ${fn}`, ms);
    }
  }
  return rows;
}

/** The scale rows as one table: a line per page, no script / ours / original side by side. */
export function scaleTable(rows) {
  const pages = [...new Set(rows.filter((r) => r.widget === 'scale').map((r) => r.scenario))];
  if (!pages.length) return '';
  const ms = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en') : 'n/a');
  const get = (page, start) => rows.find((r) => r.scenario === page && r.metric.startsWith(start))?.value;
  const header = ['page', 'script: none / ours / original (ms)', 'added per 1,000 modules: ours / original (ms)', 'longest task, thread time: none / ours / original (ms)', 'longest task, wall time: none / ours / original (ms)'];
  const lines = pages.map((p) => [
    p,
    `${ms(get(p, 'script, no script'))} / ${ms(get(p, 'script, ours'))} / ${ms(get(p, 'script, original'))}`,
    `${ms(get(p, 'script added per 1,000 modules: ours'))} / ${ms(get(p, 'script added per 1,000 modules: original'))}`,
    `${ms(get(p, 'longest task in thread time, no script'))} / ${ms(get(p, 'longest task in thread time, ours'))} / ${ms(get(p, 'longest task in thread time, original'))}`,
    `${ms(get(p, 'longest task on the page, no script'))} / ${ms(get(p, 'longest task on the page, ours'))} / ${ms(get(p, 'longest task on the page, original'))}`,
  ]);
  return ['| ' + header.join(' | ') + ' |', '|' + header.map(() => '---').join('|') + '|', ...lines.map((l) => '| ' + l.join(' | ') + ' |')].join('\n');
}
