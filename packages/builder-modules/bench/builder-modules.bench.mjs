// builder-modules: what the Divi replacement costs on the fixture pages and on a generated landing page with 300
// motion elements (/divi-landing, examples/server/routes/divi.mjs), each against the same page without our script:
// script time at load, and script, layout and style-recalculation time during a 3 s programmatic scroll from the top
// to the bottom, plus the page's longest task. Medians of BENCH_RUNS (default 5).
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

async function once(browser, baseURL, path, withUs) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(LONGTASK);
  if (!withUs) await page.route('**/dist/**', (r) => r.abort());
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
  return { load: load.script, script: after.script - load.script, own: ownTime(profile), layout: after.layout - load.layout, style: after.style - load.style, longest };
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

export default async function bench({ browser, baseURL }) {
  const rows = [];
  for (const [path, scenario] of [['/divi', 'demo /divi (fixture page 1)'], ['/divi-2', 'demo /divi-2 (fixture page 2)'], ['/divi-landing', 'landing page, 300 motion elements']]) {
    const runs = { with: [], without: [] };
    for (let i = 0; i < RUNS; i++) for (const withUs of [true, false]) runs[withUs ? 'with' : 'without'].push(await once(browser, baseURL, path, withUs));
    const m = (side, key) => median(runs[side].map((r) => r[key]));
    const added = (key) => Math.max(0, m('with', key) - m('without', key));
    if (process.env.BENCH_DEBUG) console.log(path, JSON.stringify(runs));
    rows.push(
      { widget: 'builder-modules', scenario, metric: 'script at load (ours minus none)', value: added('load'), unit: 'ms' },
      { widget: 'builder-modules', scenario, metric: 'script during 3 s scroll (ours minus none)', value: added('script'), unit: 'ms' },
      { widget: 'builder-modules', scenario, metric: 'our functions during 3 s scroll (CPU profile, self time)', value: m('with', 'own'), unit: 'ms' },
      { widget: 'builder-modules', scenario, metric: 'layout during 3 s scroll (ours / none)', value: m('with', 'layout'), unit: `ms (${m('without', 'layout').toFixed(1)})` },
      { widget: 'builder-modules', scenario, metric: 'style recalc during 3 s scroll (ours / none)', value: m('with', 'style'), unit: `ms (${m('without', 'style').toFixed(1)})` },
      // The page's own parsing makes long tasks on this machine with or without us: both are shown.
      { widget: 'builder-modules', scenario, metric: 'longest task on the page (ours / none)', value: m('with', 'longest'), unit: `ms (${m('without', 'longest').toFixed(0)})` },
    );
  }
  return rows;
}
