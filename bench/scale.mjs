// Cost as the page grows: Divi pages with 500, 2,000 and 5,000 builder modules (multi-view data on each, and one
// 1 MB multi-view attribute) and a shop page with 1,000 add-to-cart buttons, each loaded without script ('none'),
// with ours and with the originals' scripts on the same markup, alternating, SCALE_RUNS times, at 1x CPU. Per load:
// main-thread script time (CDP ScriptDuration, from before navigation until no script has run for a second), the
// longest task (Long Tasks API) and the longest single script run (Long Animation Frames API). Medians.
// SCALE_SIZES=500,2000 picks the Divi sizes; SCALE_PROFILE=1 adds a CPU profile of one load of ours (self time by
// function, named from the source maps); SCALE_TRACE=1 prints what the longest tasks hold; SCALE_BASELINE=<folder>
// adds a mode loading another build of ours; SCALE_SHOP=0 leaves out the shop page. Each load's longest tasks are read
// from a trace of the page's own renderer, in thread time; BENCH_DEBUG=1 prints each load (with how many mounted).
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
const SIZES = (process.env.SCALE_SIZES ?? '500,2000,5000').split(',').map(Number).filter((n) => n > 0);
/** SCALE_TRACE=1: print what the longest task of each load holds (longestTasksBreakdown). */
const TRACE = Boolean(process.env.SCALE_TRACE);
/** SCALE_SHOP=0 leaves out the shop page. */
const SHOP_PAGE = process.env.SCALE_SHOP !== '0';
/**
 * SCALE_BASELINE=<folder>: one more mode, 'baseline', loading our scripts from that folder instead of dist/ (another
 * build of ours, e.g. a copy of main's dist/), so that before and after are measured side by side in one run.
 */
const BASELINE = process.env.SCALE_BASELINE;
const MODES = ['none', 'ours', 'original', ...(BASELINE ? ['baseline'] : [])];
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
/** A user-timing mark each load makes as it starts, to find the page's renderer in a trace. */
const PAGE_MARK = 'dropins-bench-page';
// The longest task on the page (parsing and layout of a big page included), and the longest single run of a script
// (Long Animation Frames API: each script entry is one callback or script evaluation, with the layout it forced).
// The mark names the page's main thread in the trace (pageMainThread).
const LONGTASK = `performance.mark('${PAGE_MARK}'); window.__longest = 0; window.__longestScript = 0; window.__longestScriptBy = '';
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}
try { new PerformanceObserver((l) => { for (const f of l.getEntries()) for (const s of f.scripts) if (s.duration > window.__longestScript) { window.__longestScript = s.duration; window.__longestScriptBy = s.invoker + ' ' + s.sourceURL.replace(location.origin, ''); } }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}`;

/**
 * The page's main thread in a trace: the renderer main thread where the page made PAGE_MARK (the busiest, if more
 * than one did). The full Chromium also runs its own pages (the omnibox popup's WebUI) in renderers of their own,
 * whose tasks are none of the page's.
 */
function pageMainThread(events) {
  const busy = new Map();
  for (const e of events) if (e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.tdur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.tdur);
  const marked = new Set(events.filter((e) => e.name === PAGE_MARK).map((e) => `${e.pid}:${e.tid}`));
  const main = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const candidates = main.some((t) => marked.has(t)) ? main.filter((t) => marked.has(t)) : main;
  return candidates.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
}

/**
 * The longest task of the page's main thread in thread time (CPU time of that thread, in ms), from a trace: on a
 * loaded machine a task's wall time also counts the time other processes had the CPU, its thread time does not.
 * With `script` (a pattern of script URLs), the longest of the tasks that ran one of those scripts.
 */
function longestTaskThreadTime(trace, script) {
  const events = trace.traceEvents ?? trace;
  const main = pageMainThread(events);
  const onMain = events.filter((e) => e.ph === 'X' && e.tdur && `${e.pid}:${e.tid}` === main);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const ran = script && onMain.filter((e) => SCRIPT_EVENTS.has(e.name) && script.test(e.args?.data?.url ?? ''));
  let longest = 0;
  for (const t of tasks) if (!ran || ran.some((e) => e.ts >= t.ts && e.ts < t.ts + t.dur)) longest = Math.max(longest, t.tdur / 1000);
  return longest;
}

/** Script (ours or the page's, by URL) and forced-layout events, as the trace names them. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.RunMicrotasks', 'v8.run']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayerTree']);

/**
 * SCALE_TRACE=1: what the three longest tasks of the main thread hold, in thread time by trace event (self time: an event's
 * own time minus the events inside it). Events inside a script event are named `inside script` (style and layout there: a
 * script read a size or style and the browser had to lay the page out then, inside that script's task.
 */
function longestTasksBreakdown(trace) {
  const events = trace.traceEvents ?? trace;
  const main = pageMainThread(events);
  const onMain = events.filter((e) => e.ph === 'X' && e.tdur !== undefined && `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Outermost tasks only (a RunTask can hold another).
  const tasks = [];
  for (const e of onMain) if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && !(tasks.length && e.ts < tasks.at(-1).ts + tasks.at(-1).dur)) tasks.push(e);
  const ourScript = (e) => SCRIPT_EVENTS.has(e.name) && /\/dist\//.test(e.args?.data?.url ?? '');
  const ours = (task) => onMain.some((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && ourScript(e));
  const byLength = [...tasks].sort((a, b) => b.tdur - a.tdur);
  const oursLongest = byLength.find(ours);
  const top = byLength.slice(0, 3);
  if (oursLongest && !top.includes(oursLongest)) top.push(oursLongest);
  // Style and layout our script forced, over the whole load: events of STYLE_LAYOUT inside one of our script events.
  let forced = 0;
  const scripts = [];
  for (const e of onMain) if (ourScript(e) && !(scripts.length && e.ts < scripts.at(-1).ts + scripts.at(-1).dur)) scripts.push(e);
  for (const e of onMain) if (STYLE_LAYOUT.has(e.name) && scripts.some((s) => e.ts >= s.ts && e.ts < s.ts + s.dur)) forced += e.tdur / 1000;
  const oursTotal = scripts.reduce((sum, e) => sum + e.tdur / 1000, 0);
  return { tasks: top.map((task) => ({ ...taskParts(task, onMain), ours: task === oursLongest })), forced: Math.round(forced), oursTotal: Math.round(oursTotal), oursTasks: tasks.filter(ours).length };
}

/** One task's self time by event (longestTasksBreakdown). */
function taskParts(task, onMain) {
  const inside = onMain.filter((e) => e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const self = new Map();
  const stack = [{ e: task, child: 0, scripted: false }];
  const close = (frame) => {
    const own = (frame.e.tdur - frame.child) / 1000;
    const url = frame.e.args?.data?.url ?? frame.e.args?.data?.scriptName ?? '';
    const script = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : '';
    const name = SCRIPT_EVENTS.has(frame.e.name) ? frame.e.name + script : frame.scripted ? `${frame.e.name} (inside script)` : frame.e.name;
    self.set(name, (self.get(name) ?? 0) + own);
  };
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack.at(-1).e.ts + stack.at(-1).e.dur) close(stack.pop());
    const parent = stack.at(-1);
    parent.child += e.tdur;
    stack.push({ e, child: 0, scripted: parent.scripted || SCRIPT_EVENTS.has(e.name) });
  }
  while (stack.length) close(stack.pop());
  const parts = Object.fromEntries([...self].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).map(([k, ms]) => [k, Math.round(ms)]));
  return { total: Math.round(task.tdur / 1000), at: Math.round((task.ts - onMain[0].ts) / 1000), parts };
}

/** One load of `html` at `url`: script ms and the longest task (and with `profile`, the CPU profile of the load). */
async function once(browser, url, html, files, profile = false, baseline = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(LONGTASK);
    await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    if (baseline) await page.route('**/dist/**', (r) => r.fulfill({ path: join(BASELINE, new URL(r.request().url()).pathname.replace(/^\/dist\//, '')), contentType: 'text/javascript' }));
    await page.route('**/__originals/*.js', (r) => r.fulfill({ path: files[new URL(r.request().url()).pathname.split('/').pop().replace(/\.js$/, '')], contentType: 'text/javascript' }));
    // No cart requests reach a server here: the fragments refresh answers as an empty cart would.
    await page.route('**/?wc-ajax=*', (r) => r.fulfill({ contentType: 'application/json', body: '{"fragments":{},"cart_hash":""}' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    // devtools.timeline names the script of each script event (which task ran ours, which the original's).
    const detail = ['disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'];
    await browser.startTracing(page, { categories: ['toplevel', '__metadata', 'blink.user_timing', 'devtools.timeline', ...(TRACE ? detail : [])] });
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
    const trace = JSON.parse(String(await browser.stopTracing()));
    const longestCpu = longestTaskThreadTime(trace);
    const scriptTaskCpu = longestTaskThreadTime(trace, baseline || /\/dist\//.test(html) ? /\/dist\// : /\/__originals\//);
    const breakdown = TRACE ? longestTasksBreakdown(trace) : undefined;
    const { longest, longestScript, by, mounted } = await page.evaluate(() => ({ longest: window.__longest, longestScript: window.__longestScript, by: window.__longestScriptBy, mounted: window.Dropins?.mounted().length ?? 0 }));
    const cpu = profile ? (await cdp.send('Profiler.stop')).profile : null;
    return { scriptMs, longest, longestCpu, scriptTaskCpu, longestScript, by, mounted, cpu, breakdown };
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
    ...[SHOP_PAGE ? 1000 : 0].filter(Boolean).map(() => {
      const page = largeListingPage(1000);
      const withoutOurs = page.replace('<script src="/dist/storefront.js" defer></script>', '');
      return { name: 'shop page, 1,000 add-to-cart buttons', modules: 1000, html: { none: withoutOurs, ours: page, original: withoutOurs.replace('</body>', `${tags(SHOP)}</body>`) } };
    }),
  ];
  const rows = [];
  for (const s of scenarios) {
    const url = `${baseURL}/__bench/scale`;
    const samples = Object.fromEntries(MODES.map((mode) => [mode, []]));
    for (let i = 0; i < RUNS; i++) for (const mode of MODES) samples[mode].push(await once(browser, url, s.html[mode === 'baseline' ? 'ours' : mode], files, false, mode === 'baseline'));
    const m = (mode, key) => median(samples[mode].map((x) => x[key]));
    const row = (metric, value, unit = 'ms') => rows.push({ widget: 'scale', scenario: s.name, metric, value, unit });
    const ran = MODES.filter((mode) => mode !== 'none');
    for (const mode of MODES) row(`script, ${mode === 'none' ? 'no script of ours or theirs' : mode} (median of ${RUNS})`, m(mode, 'scriptMs'));
    row('script added per 1,000 modules: ours', ((m('ours', 'scriptMs') - m('none', 'scriptMs')) / s.modules) * 1000);
    row('script added per 1,000 modules: original', ((m('original', 'scriptMs') - m('none', 'scriptMs')) / s.modules) * 1000);
    for (const mode of MODES) row(`longest task in thread time, ${mode === 'none' ? 'no script' : mode}`, m(mode, 'longestCpu'));
    for (const mode of ran) row(`longest task running the script in thread time, ${mode}`, m(mode, 'scriptTaskCpu'));
    for (const mode of ran) row(`longest script run (one callback or script), ${mode}`, m(mode, 'longestScript'));
    for (const mode of MODES) row(`longest task on the page, ${mode === 'none' ? 'no script' : mode}`, m(mode, 'longest'));
    if (TRACE) for (const mode of MODES) for (const x of samples[mode]) console.log(`${s.name}, ${mode}: our script ran ${x.breakdown.oursTotal} ms in ${x.breakdown.oursTasks} tasks and forced ${x.breakdown.forced} ms of style and layout`);
    if (TRACE) for (const mode of MODES) for (const x of samples[mode]) for (const t of x.breakdown.tasks) console.log(`${s.name}, ${mode}: ${t.ours ? 'longest with our script, ' : ''}task of ${t.total} ms thread time at ${t.at} ms:`, JSON.stringify(t.parts));
    if (process.env.BENCH_DEBUG) console.log(s.name, JSON.stringify(samples, (k, v) => (k === 'cpu' || k === 'breakdown' ? undefined : v)));
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
  const header = [
    'page',
    'script: none / ours / original (ms)',
    'added per 1,000 modules: ours / original (ms)',
    'longest task running the script, thread time: ours / original (ms)',
    'longest task, thread time: none / ours / original (ms)',
    'longest task, wall time: none / ours / original (ms)',
  ];
  const lines = pages.map((p) => [
    p,
    `${ms(get(p, 'script, no script'))} / ${ms(get(p, 'script, ours'))} / ${ms(get(p, 'script, original'))}`,
    `${ms(get(p, 'script added per 1,000 modules: ours'))} / ${ms(get(p, 'script added per 1,000 modules: original'))}`,
    `${ms(get(p, 'longest task running the script in thread time, ours'))} / ${ms(get(p, 'longest task running the script in thread time, original'))}`,
    `${ms(get(p, 'longest task in thread time, no script'))} / ${ms(get(p, 'longest task in thread time, ours'))} / ${ms(get(p, 'longest task in thread time, original'))}`,
    `${ms(get(p, 'longest task on the page, no script'))} / ${ms(get(p, 'longest task on the page, ours'))} / ${ms(get(p, 'longest task on the page, original'))}`,
  ]);
  return ['| ' + header.join(' | ') + ' |', '|' + header.map(() => '---').join('|') + '|', ...lines.map((l) => '| ' + l.join(' | ') + ' |')].join('\n');
}
