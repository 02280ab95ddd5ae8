// builder-modules, content families: what mounting the counters, countdown, video, blog, map, header and
// content-extras families costs on the fixture pages. The ESM build is loaded (so each family is its own file) and
// a CPU profile taken from navigation until every family on the page has mounted; the row is the self time of the
// functions in those families' files (our code alone, not the page's), plus the page's longest task. Medians of
// BENCH_RUNS (default 5).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const FAMILIES = ['counters', 'countdown', 'video', 'blog', 'map', 'fullwidth-header', 'content-extras'];
const CHUNK = new RegExp(`/dist/esm/(${FAMILIES.join('|')})-[\\w-]+\\.js$`);
const LONGTASK = `window.__longest = 0; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true }); } catch {}`;

/** Self time (ms) per family file in a CPU profile. */
function familyTime(profile) {
  const family = new Map(profile.nodes.map((n) => [n.id, CHUNK.exec(n.callFrame.url)?.[1]]));
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (family.get(id)) total += profile.timeDeltas[i] ?? 0;
  });
  return total / 1000;
}

async function once(browser, baseURL, path, expected) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(LONGTASK);
  await page.route('**/dist/builder-modules.js', (r) => r.fulfill({ contentType: 'text/javascript', body: "import('/dist/esm/builder-modules.js');" }));
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(baseURL + path, { waitUntil: 'load' });
  await page.waitForFunction(
    (names) => names.every((n) => window.Dropins?.mounted().some((m) => m.widget === `builder-modules-${n}`)),
    expected,
    { timeout: 10_000 },
  );
  const { profile } = await cdp.send('Profiler.stop');
  const longest = await page.evaluate(() => window.__longest);
  await ctx.close();
  return { own: familyTime(profile), longest };
}

export default async function bench({ browser, baseURL }) {
  const rows = [];
  const pages = [
    ['/divi', 'demo /divi (counters, countdown)', ['counters', 'countdown']],
    ['/divi-2', 'demo /divi-2 (counters, video, blog, map, header, extras)', ['counters', 'video', 'blog', 'map', 'fullwidth-header', 'content-extras']],
  ];
  for (const [path, scenario, expected] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, baseURL, path, expected));
    rows.push(
      { widget: 'builder-modules', scenario, metric: 'content families: mount (CPU profile, self time in their files)', value: median(runs.map((r) => r.own)), unit: 'ms' },
      { widget: 'builder-modules', scenario, metric: 'longest task on the page while they mount', value: median(runs.map((r) => r.longest)), unit: 'ms' },
    );
  }
  return rows;
}
