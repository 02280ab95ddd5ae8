// builder-modules: what the Divi replacement costs on the fixture pages and on a generated landing page with 300
// motion elements (/divi-landing, examples/server/routes/divi.mjs), each against the same page without our script:
// script time at load, and script, layout and style-recalculation time during a 3 s programmatic scroll from the top
// to the bottom, plus the page's longest task. Medians of BENCH_RUNS (default 5).
// BENCH_PAGES=landing (a comma list of divi, divi-2, landing) picks pages; BENCH_BEFORE=<a dist folder> adds the
// same rows for that build (say main's, built in /tmp) in the same run; BENCH_PROFILE=1 adds the scroll's CPU
// profile: our functions with the most time (their own and the browser calls they make), summed over the runs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const LONGTASK = `window.__longest = 0; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}`;

/** Scrolls from the top to the bottom in 3 s, one step per frame (runs in the page). */
function scrollThreeSeconds() {
  return new Promise((done) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const t0 = performance.now();
    const step = (now) => {
      const f = Math.min(1, (now - t0) / 3000);
      window.scrollTo(0, end * f);
      if (f < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(list.map((x) => [x.name, x.value * 1000]));
  return { script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration };
}

/** One load and scroll; `mode`: 'none' (our scripts blocked), 'ours' (dist/) or a dist folder to serve instead. */
async function once(browser, baseURL, path, mode) {
  const withUs = mode !== 'none';
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(LONGTASK);
  if (!withUs) await page.route('**/dist/**', (r) => r.abort());
  else if (mode !== 'ours') await page.route('**/dist/**', (r) => r.fulfill({ body: readFileSync(resolve(mode, new URL(r.request().url()).pathname.replace(/^\/dist\//, ''))), contentType: 'text/javascript' }));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(baseURL + path, { waitUntil: 'load' });
  if (withUs) await page.waitForFunction(() => window.Dropins?.widgets.includes('builder-modules'), null, { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(800);
  const load = await metrics(cdp);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(scrollThreeSeconds);
  const { profile } = await cdp.send('Profiler.stop');
  const after = await metrics(cdp);
  const longest = await page.evaluate(() => window.__longest);
  await ctx.close();
  return { load: load.script, script: after.script - load.script, own: ownTime(profile), layout: after.layout - load.layout, style: after.style - load.style, longest, profile };
}

/**
 * Time (ms) by our function over profiles: each sample goes to the innermost function of our bundles on its stack,
 * so the browser's work our code asks for (a class change, a timer) counts to it. Named `name file:line:column`.
 */
function byFunction(profiles, n = 8) {
  const total = new Map();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((node) => [node.id, node]));
    const parent = new Map(p.nodes.flatMap((node) => (node.children ?? []).map((c) => [c, node])));
    p.samples.forEach((id, i) => {
      let node = byId.get(id);
      while (node && !node.callFrame.url.includes('/dist/')) node = parent.get(node.id);
      if (!node) return;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${new URL(url).pathname}:${lineNumber + 1}:${columnNumber + 1}`;
      total.set(key, (total.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
    });
  }
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** Self time (ms) of the functions of our bundles (/dist/) in a CPU profile: our script alone, without the noise. */
function ownTime(profile) {
  const ours = new Set(profile.nodes.filter((n) => n.callFrame.url.includes('/dist/')).map((n) => n.id));
  let us = 0;
  profile.samples.forEach((id, i) => {
    if (ours.has(id)) us += profile.timeDeltas[i] ?? 0;
  });
  return us / 1000;
}

const PAGES = [['/divi', 'demo /divi (fixture page 1)', 'divi'], ['/divi-2', 'demo /divi-2 (fixture page 2)', 'divi-2'], ['/divi-landing', 'landing page, 300 motion elements', 'landing']];

export default async function bench({ browser, baseURL }) {
  const rows = [];
  const only = process.env.BENCH_PAGES?.split(',');
  const modes = ['ours', 'none', ...(process.env.BENCH_BEFORE ? [process.env.BENCH_BEFORE] : [])];
  for (const [path, title] of PAGES.filter((p) => !only || only.includes(p[2]))) {
    const runs = Object.fromEntries(modes.map((mode) => [mode, []]));
    for (let i = 0; i < RUNS; i++) for (const mode of modes) runs[mode].push(await once(browser, baseURL, path, mode));
    const m = (side, key) => median(runs[side].map((r) => r[key]));
    if (process.env.BENCH_DEBUG) console.log(path, JSON.stringify(Object.fromEntries(modes.map((mode) => [mode, runs[mode].map(({ profile: _profile, ...r }) => r)]))));
    for (const side of modes.filter((mode) => mode !== 'none')) {
      const scenario = side === 'ours' ? title : `${title}, before (${side})`;
      const added = (key) => Math.max(0, m(side, key) - m('none', key));
      rows.push(
        { widget: 'builder-modules', scenario, metric: 'script at load (ours minus none)', value: added('load'), unit: 'ms' },
        { widget: 'builder-modules', scenario, metric: 'script during 3 s scroll (ours minus none)', value: added('script'), unit: 'ms' },
        { widget: 'builder-modules', scenario, metric: 'our functions during 3 s scroll (CPU profile, self time)', value: m(side, 'own'), unit: 'ms' },
        { widget: 'builder-modules', scenario, metric: 'layout during 3 s scroll (ours / none)', value: m(side, 'layout'), unit: `ms (${m('none', 'layout').toFixed(1)})` },
        { widget: 'builder-modules', scenario, metric: 'style recalc during 3 s scroll (ours / none)', value: m(side, 'style'), unit: `ms (${m('none', 'style').toFixed(1)})` },
        // The page's own parsing makes long tasks on this machine with or without us: both are shown.
        { widget: 'builder-modules', scenario, metric: 'longest task on the page (ours / none)', value: m(side, 'longest'), unit: `ms (${m('none', 'longest').toFixed(0)})` },
      );
      if (process.env.BENCH_PROFILE) {
        for (const [fn, ms] of byFunction(runs[side].map((r) => r.profile))) rows.push({ widget: 'builder-modules', scenario, metric: `scroll CPU profile over ${RUNS} runs: ${fn}`, value: ms, unit: 'ms' });
      }
    }
  }
  return rows;
}
