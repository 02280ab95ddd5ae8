// Keeps the README's size tables true, after `npm run build`.
//   node scripts/budgets.mjs --write   measures and writes both tables (between the BUDGETS and PAGE-WEIGHTS markers)
//   node scripts/budgets.mjs --check   (run by npm test) fails when the README's tables drift from what the build and
//                                      .size-limit.cjs say, when the ESM build has more than 2 shared core chunks, or
//                                      when the product page misses its target
// Sizes are gzip level 9 of the minified files (as size-limit measures them), in kB (1,000 bytes).
// Page weight: which widgets a demo page loads is read from its <script src="/dist/…"> tags; what an ESM entry loads
// at start (its static imports) and later (dynamic imports, on first use) is read from dist/esm/manifest.json.
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const readmeFile = resolve(root, 'README.md');
const manifestFile = resolve(root, 'dist/esm/manifest.json');

/**
 * The issue's product page: these widgets together, at start, in the ESM build. `limitKB` is enforced (today's
 * figure rounded up, so growth fails); `targetKB` is the issue's goal, reported while it is not met.
 */
const PRODUCT_PAGE = {
  widgets: ['antispam-signals', 'email-decoder', 'variation-form', 'storefront', 'consent-bar', 'gallery'],
  limitKB: 40.0,
  targetKB: 40,
  maxFiles: 8,
};
const MAX_SHARED_CHUNKS = 2;

const gz = (file) => gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files, dir) => files.reduce((total, f) => total + gz(`${dir}/${f}`), 0);

function budgetsTable() {
  const rows = ['| what | min+gz now | limit (npm test) |', '|---|---|---|'];
  for (const e of require(resolve(root, '.size-limit.cjs'))) {
    // An entry may measure several files together (each gzipped on its own, as size-limit does).
    const bytes = [e.path].flat().reduce((total, file) => total + gz(file), 0);
    rows.push(`| ${e.name} | ${kB(bytes)} | ${e.limit} |`);
  }
  return rows.join('\n');
}

/** The ESM files `widgets` load at start and lazily (each file once, however many widgets share it). */
function weight(manifest, widgets) {
  const start = new Set(widgets.flatMap((w) => [manifest[w].file, ...manifest[w].imports]));
  const lazy = new Set(widgets.flatMap((w) => manifest[w].lazy).filter((f) => !start.has(f)));
  return { start: [...start], lazy: [...lazy] };
}

/** Demo pages and the widgets their script tags load. */
function demoPages() {
  const dir = resolve(root, 'examples/pages');
  const pages = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html')).sort()) {
    const html = readFileSync(resolve(dir, file), 'utf8');
    const widgets = [...html.matchAll(/<script[^>]*\ssrc="\/dist\/(?:esm\/)?([\w-]+)\.js"/g)].map((m) => m[1]);
    if (widgets.length) pages.push({ name: `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`, widgets: [...new Set(widgets)] });
  }
  return pages;
}

function pageWeightTable(manifest) {
  const esm = 'dist/esm';
  const row = (name, widgets) => {
    const w = weight(manifest, widgets);
    const classic = widgets.reduce((total, widget) => total + gz(`dist/${widget}.js`), 0);
    const lazy = w.lazy.length ? `${w.lazy.length} files, ${kB(sum(w.lazy, esm))}` : 'none';
    return `| ${name} | ${widgets.join(', ')} | ${w.start.length} files, ${kB(sum(w.start, esm))} | ${lazy} | ${kB(classic)} |`;
  };
  const rows = [
    '| page | widgets | ESM at start | ESM on first use | classic scripts at start |',
    '|---|---|---|---|---|',
    row(`product page (limit ${PRODUCT_PAGE.limitKB} kB, target ${PRODUCT_PAGE.targetKB} kB, in ≤ ${PRODUCT_PAGE.maxFiles} files at start)`, PRODUCT_PAGE.widgets),
    ...demoPages().map((p) => row(`\`${p.name}\``, p.widgets)),
  ];
  const widgets = Object.keys(manifest).filter((k) => !k.startsWith('@')).sort();
  rows.push('', '| widget alone | ESM at start (own chunk + shared) | ESM on first use | classic script at start | classic lazy files |', '|---|---|---|---|---|');
  for (const w of widgets) {
    const { start, lazy } = weight(manifest, [w]);
    const folder = resolve(root, 'dist', w);
    const classicLazy = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.js')) : [];
    const lazyCell = lazy.length ? `${lazy.length} files, ${kB(sum(lazy, esm))}` : 'none';
    const classicLazyCell = classicLazy.length ? `${classicLazy.length} files, ${kB(sum(classicLazy, `dist/${w}`))}` : 'none';
    rows.push(`| ${w} | ${start.length} files, ${kB(sum(start, esm))} | ${lazyCell} | ${kB(gz(`dist/${w}.js`))} | ${classicLazyCell} |`);
  }
  return rows.join('\n');
}

/** Problems with the build itself: too many shared chunks, the product page over its target. */
function targetProblems(manifest) {
  const problems = [];
  if (manifest['@shared'].length > MAX_SHARED_CHUNKS) problems.push(`${manifest['@shared'].length} shared core chunks (at most ${MAX_SHARED_CHUNKS}): ${manifest['@shared'].join(', ')}`);
  const { start } = weight(manifest, PRODUCT_PAGE.widgets.filter((w) => manifest[w]));
  const bytes = sum(start, 'dist/esm');
  if (start.length > PRODUCT_PAGE.maxFiles) problems.push(`product page loads ${start.length} files at start (at most ${PRODUCT_PAGE.maxFiles})`);
  if (bytes > PRODUCT_PAGE.limitKB * 1000) problems.push(`product page loads ${kB(bytes)} at start (limit ${PRODUCT_PAGE.limitKB} kB)`);
  else if (bytes > PRODUCT_PAGE.targetKB * 1000) console.log(`budgets: product page at start is ${kB(bytes)}, over the ${PRODUCT_PAGE.targetKB} kB target (open work).`);
  return problems;
}

const MARKERS = { budgets: ['<!-- BUDGETS -->', '<!-- /BUDGETS -->'], pages: ['<!-- PAGE-WEIGHTS -->', '<!-- /PAGE-WEIGHTS -->'] };
function section(text, [start, end]) {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < 0) throw new Error(`README.md has no ${start} … ${end} markers`);
  return { before: text.slice(0, a + start.length), body: text.slice(a + start.length, b).trim(), after: text.slice(b) };
}

if (!existsSync(manifestFile)) {
  console.error('dist/esm/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const tables = { budgets: budgetsTable(), pages: pageWeightTable(manifest) };
let text = readFileSync(readmeFile, 'utf8');

if (process.argv.includes('--write')) {
  for (const [key, markers] of Object.entries(MARKERS)) {
    const s = section(text, markers);
    text = `${s.before}\n${tables[key]}\n${s.after}`;
  }
  writeFileSync(readmeFile, text);
  console.log('README size tables written.');
}

const drift = Object.entries(MARKERS).filter(([key, markers]) => section(text, markers).body !== tables[key]);
const problems = [...drift.map(([key]) => `the README's ${key} table is out of date: run \`node scripts/budgets.mjs --write\``), ...targetProblems(manifest)];
for (const p of problems) console.error(`budgets: ${p}`);
if (problems.length) process.exit(1);
console.log('README size tables match the build; shared chunks and the product page are within their limits.');
