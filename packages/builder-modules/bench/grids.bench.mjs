// builder-modules, portfolios / galleries / toggles / tabs: what these families cost on the fixture
// pages, measured on the ESM build as the page with every family minus the same page with these families' chunks
// blocked (the loader then carries on without them), and a filterable-portfolio filter change on /divi: the
// longest task and the layout shift outside the module. Medians of BENCH_RUNS (default 5).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const OURS = /\/dist\/esm\/(portfolio|gallery-grid|lightbox|toggles|tabs|hash-state|grids-paging)-[\w-]+\.js$/;
const OBSERVE = `window.__longest = 0; window.__shifts = [];
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}
try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push(e); }).observe({ type: 'layout-shift', buffered: true }); } catch {}`;

async function openPage(browser, baseURL, path, withOurs) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(OBSERVE);
  await page.route('**/dist/builder-modules.js', (r) => r.fulfill({ contentType: 'text/javascript', body: "import('/dist/esm/builder-modules.js');" }));
  if (!withOurs) await page.route(OURS, (r) => r.abort());
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(baseURL + path, { waitUntil: 'load' });
  await page.waitForFunction(() => window.Dropins?.widgets.includes('builder-modules'), null, { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(800);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
  return { ctx, page, script };
}

/** A filter click on /divi's portfolio: longest task and layout shift outside `#work` in the next 1.5 s. */
async function filterChange(browser, baseURL) {
  const { ctx, page } = await openPage(browser, baseURL, '/divi', true);
  await page.locator('#work').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const result = await page.evaluate(async () => {
    window.__longest = 0;
    window.__shifts = [];
    document.querySelector('#work a[data-category-slug="branding"]').click();
    await new Promise((r) => setTimeout(r, 1500));
    const module = document.getElementById('work');
    const outside = window.__shifts
      .filter((s) => !s.hadRecentInput && s.sources.some((src) => src.node && !module.contains(src.node) && !src.node.contains(module)))
      .reduce((sum, s) => sum + s.value, 0);
    return { longest: window.__longest, outside };
  });
  await ctx.close();
  return result;
}

export default async function bench({ browser, baseURL }) {
  const rows = [];
  for (const [path, scenario] of [['/divi', 'demo /divi (portfolio, toggles, tabs)'], ['/divi-2', 'demo /divi-2 (gallery grid, lightbox, Woo tabs)']]) {
    const runs = { with: [], without: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const withOurs of [true, false]) {
        const { ctx, script } = await openPage(browser, baseURL, path, withOurs);
        runs[withOurs ? 'with' : 'without'].push(script);
        await ctx.close();
      }
    }
    rows.push({ widget: 'builder-modules', scenario, metric: 'grids families: script at load (with minus blocked)', value: Math.max(0, median(runs.with) - median(runs.without)), unit: 'ms' });
  }
  const changes = [];
  for (let i = 0; i < RUNS; i++) changes.push(await filterChange(browser, baseURL));
  rows.push(
    { widget: 'builder-modules', scenario: 'portfolio filter change (/divi)', metric: 'longest task', value: median(changes.map((c) => c.longest)), unit: 'ms' },
    { widget: 'builder-modules', scenario: 'portfolio filter change (/divi)', metric: 'layout shift outside the module', value: median(changes.map((c) => c.outside)), unit: 'CLS' },
  );
  return rows;
}
