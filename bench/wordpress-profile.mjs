// BENCH_PROFILE=1 for `npm run bench:wordpress`: what the page's scripts cost at start with our plugin on. One
// profiled load per run of the page (until the network is idle, as the bench measures): each script file's self
// time (CPU profile, sampled every 100 µs), and how much of each of our files ran at all (V8's function coverage),
// by source file through the build's source maps. Code that never ran before the first interaction is what could
// be fetched later.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodeMap, topFunctions } from './load.mjs';

/** Starts the CPU profile and function coverage on a page's CDP session. */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  await cdp.send('Profiler.start');
}

/** Stops both and returns `{ cpu, coverage }` for `summarize`. */
export async function stopProfile(cdp) {
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const { result: coverage } = await cdp.send('Profiler.takePreciseCoverage');
  return { cpu, coverage };
}

const fileOf = (url) => new URL(url).pathname.split('/').slice(-2).join('/');

/** Self time (ms) per script file, summed over the profiles. */
function selfByFile(profiles) {
  const self = new Map();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((node) => [node.id, node]));
    p.samples.forEach((id, i) => {
      const url = byId.get(id)?.callFrame.url;
      if (url?.startsWith('http')) self.set(fileOf(url), (self.get(fileOf(url)) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
    });
  }
  return self;
}

/** Per character of one script: whether the innermost function holding it ran (ranges are outermost first). */
function ranAt(entry, length) {
  const ran = new Uint8Array(length).fill(1);
  for (const fn of entry.functions) for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  return ran;
}

/** Of one of our dist/wp files: characters that ran and did not, by source file (through its map). */
function coverageBySource(dist, entry, out) {
  const file = new URL(entry.url).pathname.replace(/^.*?\/dist\//, '');
  const path = resolve(dist, file);
  if (!existsSync(path) || !existsSync(path + '.map')) return;
  const text = readFileSync(path, 'utf8');
  const map = JSON.parse(readFileSync(path + '.map', 'utf8'));
  const lines = decodeMap(map);
  const ran = ranAt(entry, text.length);
  const count = (source, offset) => {
    const row = out.get(source) ?? { ran: 0, idle: 0 };
    row[ran[offset] ? 'ran' : 'idle']++;
    out.set(source, row);
  };
  let offset = 0;
  text.split('\n').forEach((line, n) => {
    const segments = lines[n] ?? [];
    let next = 0;
    let source = `(${file})`;
    for (let column = 0; column < line.length; column++, offset++) {
      while (next < segments.length && segments[next][0] <= column) {
        const segment = segments[next++];
        source = segment.length >= 4 ? map.sources[segment[1]].replace(/^.*\/packages\//, '') : `(${file})`;
      }
      count(source, offset);
    }
    offset++; // the newline
  });
}

/**
 * The profile's summary as markdown: self time per file (all scripts of the page), our top functions, and per
 * source file of ours the minified characters that ran at start and those that did not.
 */
export function summarize(runs, dist, bodies) {
  const lines = [`Self time per script file, median-free sum over ${runs.length} loads, divided by ${runs.length}:`, '', '| file | gzip | self time per load |', '|---|---|---|'];
  for (const [file, ms] of [...selfByFile(runs.map((r) => r.cpu))].sort((a, b) => b[1] - a[1]))
    lines.push(`| ${file} | ${bodies.has(file) ? (gzipSync(bodies.get(file), { level: 9 }).length / 1024).toFixed(1) + ' KB' : ''} | ${(ms / runs.length).toFixed(1)} ms |`);
  lines.push('', 'Our functions with the most self time (all loads):', '');
  for (const [fn, ms] of topFunctions(runs.map((r) => r.cpu), dist, 25)) lines.push(`- ${fn}: ${(ms / runs.length).toFixed(2)} ms per load`);
  const bySource = new Map();
  for (const entry of runs[0].coverage) if (/\/dist\/wp\//.test(entry.url)) coverageBySource(dist, entry, bySource);
  lines.push('', 'Our code by source file, minified characters that ran before the network was idle / that did not (first load):', '', '| source | ran | did not run |', '|---|---|---|');
  for (const [source, row] of [...bySource].sort((a, b) => b[1].ran + b[1].idle - a[1].ran - a[1].idle)) lines.push(`| ${source} | ${row.ran} | ${row.idle} |`);
  return lines.join('\n');
}
