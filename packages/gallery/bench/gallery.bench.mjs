// Benchmark: the gallery on the demo product pages (/aero-case: Woo Variation Gallery, /aero-case-wc: WooCommerce's
// gallery). Reports, each as the median of BENCH_RUNS loads:
// - cumulative layout shift at load, and across a variation change (Chromium's `layout-shift` entries, all of them:
//   Playwright's selectOption is not "recent input", so nothing is excused), with the same page without the gallery
//   beside it (the variation form's summary grows on a change); goal: nothing added by the gallery;
// - script time to mount and for a variation swap: CDP ScriptDuration with our gallery.js minus the same page with
//   gallery.js blocked (Dropins' variation form runs in both); goal: at most 20 ms added at load.
const WIDGET = 'gallery';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SHIFTS = `window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: e.startTime, v: e.value }); }).observe({ type: 'layout-shift', buffered: true });`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sum = (shifts, from = 0) => shifts.filter((s) => s.t >= from).reduce((a, s) => a + s.v, 0);

async function once(browser, baseURL, measure, path, blocked) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  try {
    await page.addInitScript(SHIFTS);
    if (blocked) await page.route('**/dist/gallery.js', (r) => r.abort());
    await measure(page);
    await page.goto(baseURL + path, { waitUntil: 'load' });
    if (!blocked) await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'gallery'), null, { timeout: 5000 });
    await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'variation-form'), null, { timeout: 5000 });
    await page.waitForTimeout(500);
    const load = await measure(page);
    const loadShift = await page.evaluate(() => window.__shifts.reduce((a, s) => a + s.v, 0));
    const before = await page.evaluate(() => performance.now());
    await page.selectOption('#pa_colour', 'coral');
    await page.selectOption('#pa_model', 'aero-12');
    if (!blocked && path === '/aero-case') await page.waitForFunction(() => document.querySelectorAll('.woo-variation-gallery-slider > .wvg-gallery-image').length === 5);
    await page.waitForTimeout(700);
    const swap = await measure(page);
    const shifts = await page.evaluate(() => window.__shifts);
    return { loadMs: load.scriptMs, swapMs: swap.scriptMs - load.scriptMs, loadShift, swapShift: sum(shifts, before) };
  } finally {
    await ctx.close();
  }
}

export default async function bench({ browser, baseURL, measure }) {
  const rows = [];
  const row = (scenario, metric, value, unit) => ({ widget: WIDGET, scenario, metric, value: Math.round(value * 1000) / 1000, unit });
  for (const path of ['/aero-case', '/aero-case-wc']) {
    const withUs = [];
    const without = [];
    for (let i = 0; i < RUNS; i++) {
      withUs.push(await once(browser, baseURL, measure, path, false));
      without.push(await once(browser, baseURL, measure, path, true));
    }
    const m = (list, key) => median(list.map((r) => r[key]));
    const scenario = `demo ${path}`;
    rows.push(row(scenario, 'CLS at load (goal 0)', m(withUs, 'loadShift'), ''));
    rows.push(row(scenario, 'CLS across a variation change (goal 0)', m(withUs, 'swapShift'), ''));
    // The summary (description, stock) grows on a change whatever the gallery does: the same page without it.
    rows.push(row(scenario, 'CLS across a variation change, page without the gallery', m(without, 'swapShift'), ''));
    rows.push(row(scenario, 'script to mount, added (goal ≤ 20)', Math.max(0, m(withUs, 'loadMs') - m(without, 'loadMs')), 'ms'));
    rows.push(row(scenario, 'script for a variation swap, added', Math.max(0, m(withUs, 'swapMs') - m(without, 'swapMs')), 'ms'));
  }
  return rows;
}
