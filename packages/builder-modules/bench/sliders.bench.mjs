// builder-modules sliders and carousels: what the slider and portfolio-carousel families cost on the fixture pages,
// and what a slider advance costs. The ESM build is loaded (as test/helpers.ts useEsmBuild does) so the families'
// chunks have their own URLs. "Mount" is the main thread's CPU time (script + style + layout, CDP metrics in thread
// ticks, from navigation until 1.5 s after load) with the families minus the same page with their chunks blocked
// (everything else of ours still runs). "Advance" clicks the next arrow of /divi's slider by script (not as input, so
// layout shifts count) and records the longest task and the layout shifts outside the slider until the 700 ms fade
// has ended. Medians of BENCH_RUNS (default 5).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const OUR_CHUNK = /\/dist\/esm\/(slider|portfolio-carousel|carousel-[\w-]+)-[\w-]+\.js$/;
const cpu = (m) => m.ScriptDuration + m.RecalcStyleDuration + m.LayoutDuration;

async function open(browser) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.route('**/dist/builder-modules.js', (route) => route.fulfill({ contentType: 'text/javascript', body: "import('/dist/esm/builder-modules.js');" }));
  await page.route(/youtube\.com|ytimg\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  const cdp = await ctx.newCDPSession(page);
  return { ctx, page, cdp };
}

async function mountCost(browser, baseURL, path, withFamilies) {
  const { ctx, page, cdp } = await open(browser);
  if (!withFamilies) await page.route(OUR_CHUNK, (route) => route.abort());
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(baseURL + path, { waitUntil: 'load' });
  await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'builder-modules'), null, { timeout: 10000 });
  await page.waitForTimeout(1500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await ctx.close();
  return cpu(Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000])));
}

/** In the page: clicks next, waits for the move to end, returns the longest task and the shifts outside the slider. */
function advanceInPage() {
  const slider = document.querySelector('.et_pb_slider_0');
  return new Promise((done) => {
    let longest = 0;
    let shift = 0;
    const Observer = window.PerformanceObserver;
    const tasks = new Observer((list) => list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))));
    const shifts = new Observer((list) =>
      list.getEntries().forEach((e) => {
        if (e.sources.some((s) => s.node && !slider.contains(s.node))) shift += e.value;
      }),
    );
    tasks.observe({ type: 'longtask' });
    shifts.observe({ type: 'layout-shift' });
    slider.addEventListener('simple_slider_after_move_to', () => setTimeout(() => {
      tasks.disconnect();
      shifts.disconnect();
      done({ longest, shift });
    }, 100), { once: true });
    slider.querySelector('.et-pb-arrow-next').click();
  });
}

async function advanceCost(browser, baseURL) {
  const { ctx, page } = await open(browser);
  await page.goto(baseURL + '/divi', { waitUntil: 'load' });
  await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'builder-modules-slider'), null, { timeout: 10000 });
  await page.waitForTimeout(500);
  const result = await page.evaluate(advanceInPage);
  await ctx.close();
  return result;
}

export default async function bench({ browser, baseURL }) {
  const rows = [];
  for (const [path, scenario] of [['/divi', 'demo /divi (slider, 3 slides)'], ['/divi-2', 'demo /divi-2 (gallery, video and post sliders, portfolio carousel)']]) {
    const runs = { with: [], without: [] };
    for (let i = 0; i < RUNS; i++) for (const withFamilies of [true, false]) runs[withFamilies ? 'with' : 'without'].push(await mountCost(browser, baseURL, path, withFamilies));
    const added = Math.max(0, median(runs.with) - median(runs.without));
    rows.push({ widget: 'builder-modules', scenario, metric: 'slider + portfolio-carousel at load: script + style + layout CPU, with minus without', value: added, unit: 'ms' });
  }
  const advances = [];
  for (let i = 0; i < RUNS; i++) advances.push(await advanceCost(browser, baseURL));
  const scenario = 'demo /divi, one slider advance (700 ms fade)';
  rows.push(
    { widget: 'builder-modules', scenario, metric: 'longest task during the advance (goal < 50 ms; 0 = none over 50 ms)', value: median(advances.map((a) => a.longest)), unit: 'ms' },
    { widget: 'builder-modules', scenario, metric: 'layout shift outside the slider during the advance', value: median(advances.map((a) => a.shift)), unit: '' },
  );
  return rows;
}
