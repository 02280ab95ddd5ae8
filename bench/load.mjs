// Script at load, ours beside the originals: the variable product page (/phone) and the 5,000-variation
// product, each loaded without script, with ours and with the originals' (see interactions.mjs), alternating, RUNS
// times; main-thread script time (CDP ScriptDuration, from before navigation to LOAD_WAIT_MS after `load`), medians,
// and ours' added / the originals' added. With BENCH_PROFILE=1, a CPU profile of our load on each page: the functions
// of our scripts with the most self time (sampled every 100 µs, summed over PROFILE_RUNS loads).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { scriptSwap } from './interactions.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE_RUNS = 5;
/** Long enough for every mode to finish its start (ours reads 5,000 variations in steps; the original at once). */
const LOAD_WAIT_MS = 1500;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One load in `mode` ('none', 'ours', 'original'): script ms, and the CPU profile when asked for. */
async function once(browser, swap, url, mode, profile = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await swap.routes(page, mode);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(LOAD_WAIT_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
    const cpu = profile ? (await cdp.send('Profiler.stop')).profile : null;
    return { scriptMs, cpu };
  } finally {
    await context.close();
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source-map segments of one generated line: [column, source, line, column, name?], absolute. */
function decodeMap(map) {
  const lines = [];
  const at = [0, 0, 0, 0, 0];
  for (const line of map.mappings.split(';')) {
    at[0] = 0;
    const segments = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = B64.indexOf(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = shift = 0;
        }
      }
      values.forEach((v, i) => (at[i] += v));
      segments.push(at.slice(0, values.length));
    }
    lines.push(segments);
  }
  return lines;
}
const maps = new Map();
/** `name (source:line)` of a minified position in one of our files, from its source map. */
function original(dist, file, line, column) {
  if (!maps.has(file)) {
    const path = resolve(dist, file + '.map');
    maps.set(file, existsSync(path) ? ((m) => ({ map: m, lines: decodeMap(m) }))(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const m = maps.get(file);
  const segment = m?.lines[line]?.filter((x) => x[0] <= column).at(-1);
  if (!segment || segment.length < 4) return null;
  return `${segment.length > 4 ? m.map.names[segment[4]] + ' ' : ''}(${m.map.sources[segment[1]].replace(/^.*\/packages\//, '')}:${segment[2] + 1})`;
}

/** Self time (ms) by function of our scripts (URLs under /dist/), summed over profiles; named from the source maps. */
export function topFunctions(profiles, dist, n = 10) {
  const self = new Map();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((node) => [node.id, node]));
    // Each sample's duration is the delta to the next sample.
    p.samples.forEach((id, i) => {
      const node = byId.get(id);
      const url = node?.callFrame.url ?? '';
      if (!url.includes('/dist/')) return;
      const { functionName, lineNumber, columnNumber } = node.callFrame;
      const file = new URL(url).pathname.replace(/^\/dist\//, '');
      const key = original(dist, file, lineNumber, columnNumber) ?? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
    });
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, root: string, shared: string, variationsPage: (baseURL: string) => string }} h */
export async function loadRows(h) {
  const swap = scriptSwap(h);
  const pages = [
    { name: 'variable product page (/phone), script at load', url: `${h.baseURL}/phone`, routes: swap.demo('/phone', 'variation') },
    { name: '5,000 variations, script at load', url: `${h.baseURL}/__bench/variations-5000`, routes: swap.big },
  ];
  const rows = [];
  for (const p of pages) {
    const modeRoutes = { routes: (page, mode) => p.routes(page, mode === 'none' ? 'none' : mode === 'original') };
    const samples = { none: [], ours: [], original: [] };
    for (let i = 0; i < RUNS; i++) for (const mode of ['none', 'ours', 'original']) samples[mode].push((await once(h.browser, modeRoutes, p.url, mode)).scriptMs);
    const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
    const row = (metric, value, unit = 'ms') => rows.push({ widget: 'variation-form', scenario: p.name, metric, value, unit });
    row(`script, no script of ours or theirs (median of ${RUNS})`, m.none);
    row(`script, ours (median of ${RUNS})`, m.ours);
    row(`script, original (median of ${RUNS})`, m.original);
    row("ours' added / original's added", (m.ours - m.none) / (m.original - m.none), '');
    if (process.env.BENCH_PROFILE) {
      const profiles = [];
      for (let i = 0; i < PROFILE_RUNS; i++) profiles.push((await once(h.browser, modeRoutes, p.url, 'ours', true)).cpu);
      for (const [fn, ms] of topFunctions(profiles, process.env.BENCH_DIST ?? resolve(h.root, 'dist'))) row(`CPU profile, self time over ${PROFILE_RUNS} loads: ${fn}`, ms);
    }
  }
  return rows;
}
