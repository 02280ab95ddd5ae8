/* global MouseEvent, KeyboardEvent -- the functions below run in the page (page.evaluate) */
// antispam-signals: what the signal collector costs while a visitor moves and types.
// 1. Handler cost per pointer event: N synthetic mousemove events dispatched in the page and timed with
//    performance.now(), minus the same on the page without our script.
// 2. Main-thread script time over 10 s of synthetic pointer (60 Hz) and key (10 Hz) input, minus the same
//    without our script (CDP ScriptDuration through `measure`).
const N = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function openPage(browser, baseURL, withUs) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  if (!withUs) await page.route('**/dist/antispam-signals.js', (r) => r.abort());
  await page.goto(baseURL + '/contact', { waitUntil: 'load' });
  if (withUs) await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'antispam-signals'));
  await page.waitForTimeout(1200);
  return { ctx, page };
}

function perEvent(n) {
  const target = document.querySelector('#comment') ?? document.body;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) target.dispatchEvent(new MouseEvent('mousemove', { clientX: i % 800, clientY: i % 600, bubbles: true }));
  return (performance.now() - t0) / n;
}

function tenSeconds() {
  return new Promise((done) => {
    const field = document.querySelector('#comment') ?? document.body;
    let i = 0;
    const move = setInterval(() => {
      i++;
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: i % 800, clientY: (i * 7) % 600, bubbles: true }));
    }, 16);
    const keys = setInterval(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      field.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
    }, 100);
    setTimeout(() => {
      clearInterval(move);
      clearInterval(keys);
      done();
    }, 10_000);
  });
}

export default async function bench({ browser, baseURL, measure }) {
  const cost = { with: [], without: [] };
  for (let r = 0; r < RUNS; r++) {
    for (const withUs of [true, false]) {
      const { ctx, page } = await openPage(browser, baseURL, withUs);
      await page.evaluate(perEvent, 1000); // warm-up
      cost[withUs ? 'with' : 'without'].push(await page.evaluate(perEvent, N));
      await ctx.close();
    }
  }
  // Script time is read on one CDP session (its counters start at Performance.enable); heap through `measure`.
  const script = { with: [], without: [] };
  const heap = { with: 0, without: 0 };
  for (const withUs of [true, false]) {
    const { ctx, page } = await openPage(browser, baseURL, withUs);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
    const before = await read();
    await page.evaluate(tenSeconds);
    script[withUs ? 'with' : 'without'].push((await read()) - before);
    heap[withUs ? 'with' : 'without'] = (await measure(page)).heapMB;
    await ctx.close();
  }
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ cost, script }));
  const us = Math.max(0, median(cost.with) - median(cost.without)) * 1000;
  return [
    { widget: 'antispam-signals', scenario: `${N} mousemove events`, metric: 'handler cost per event (goal < 5)', value: us, unit: 'µs' },
    { widget: 'antispam-signals', scenario: '10 s pointer 60 Hz + keys 10 Hz', metric: 'script time added', value: Math.max(0, script.with[0] - script.without[0]), unit: 'ms' },
    { widget: 'antispam-signals', scenario: '10 s pointer 60 Hz + keys 10 Hz', metric: 'heap added', value: heap.with - heap.without, unit: 'MB' },
  ];
}
