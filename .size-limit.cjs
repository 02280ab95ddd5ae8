// Size budgets (min+gz), run inside `npm test`. Each widget declares its own in its package.json:
//   "dropins": { "widget": true, "budget": { "standalone": "7 KB", "esm": "2 KB" } }
// "standalone" is the classic script dist/<widget>.js (what loads at start; its lazy parts are files of their own);
// "esm" is the widget's own entry chunk in the ESM build, on top of the shared chunks. Limits are the measured sizes
// rounded up a little, so that growth fails the tests. The shared chunks of the ESM build (see rollup.config.mjs:
// runtime.js, core-extra.js) have one row each. What a page loads in all is the README's page-weight table
// (scripts/budgets.mjs).
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/**
 * What `boot` needs and the core every widget loads at start (Preact is not in it: no widget renders at start; it
 * comes with the first lazy part that does).
 */
const RUNTIME_BUDGET = '4.0 KB';
/** The other shared core chunk of the ESM build, by file. */
const SHARED_BUDGETS = { 'core-extra.js': '5.4 KB' };

const entries = [{ name: 'runtime.js (boot + core every widget uses), ESM chunk', path: 'dist/esm/runtime.js', limit: RUNTIME_BUDGET, gzip: true }];
for (const [file, limit] of Object.entries(SHARED_BUDGETS)) {
  entries.push({ name: `${file} (shared core), ESM chunk`, path: `dist/esm/${file}`, limit, gzip: true });
}

// The WordPress plugin's default build (dist/wp/): its runtime and shared core (the ESM build's split as classic
// scripts; runtime.js also carries the module loader), and what the real shop's product page loads at start with it.
entries.push(
  { name: 'runtime.js (loader + boot + core every widget uses), WordPress build', path: 'dist/wp/runtime.js', limit: '5.3 KB', gzip: true },
  { name: 'core-extra.js (shared core), WordPress build', path: 'dist/wp/core-extra.js', limit: '5.5 KB', gzip: true },
  {
    name: 'WordPress product page at start (dist/wp/: runtime, core-extra, six widget scripts)',
    path: ['runtime', 'core-extra', 'antispam-signals', 'email-decoder', 'variation-form', 'storefront', 'consent-bar', 'gallery'].map((f) => `dist/wp/${f}.js`),
    limit: '42.0 KB',
    gzip: true,
  },
);

for (const dir of readdirSync(join(__dirname, 'packages')).sort()) {
  const file = join(__dirname, 'packages', dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const budget = pkg.dropins && pkg.dropins.widget && pkg.dropins.budget;
  if (!budget) continue;
  entries.push({ name: `${dir}: dist/${dir}.js (classic script, at start)`, path: `dist/${dir}.js`, limit: budget.standalone, gzip: true });
  entries.push({ name: `${dir}: own ESM chunk`, path: `dist/esm/${dir}.js`, limit: budget.esm, gzip: true });
}

// builder-modules: the module families and their shared pieces, each fetched only by pages holding its markup (the
// loader's dynamic imports, so no entry lists them): every ESM chunk made only of builder-modules code, other than its
// entry, has one row, named without its content hash. A page downloads only the rows its modules need.
const FAMILY_CHUNK_BUDGET = '3.6 KB';
/**
 * Chunks allowed more, each with its reason. slider: under Divi's real stylesheet (issue 24) it also pages the video
 * slider's thumbnails as Divi's carousel does and keeps the stop/start control out of the layout; it reads document
 * members through core's clobber-safe helpers (issue 31).
 */
const FAMILY_CHUNK_OVERRIDES = { slider: '4.3 KB' };
const esmDir = join(__dirname, 'dist/esm');
const onlyBuilderModules = (file) => {
  const map = join(esmDir, file + '.map');
  if (!existsSync(map)) return false;
  const { sources } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.length > 0 && sources.every((source) => source.includes('packages/builder-modules/src/'));
};
const builderChunks = existsSync(esmDir)
  ? readdirSync(esmDir).filter((f) => f.endsWith('.js') && f !== 'builder-modules.js' && onlyBuilderModules(f)).sort()
  : [];
for (const file of builderChunks) {
  const name = file.replace(/-[\w-]{8}\.js$/, '');
  entries.push({ name: `builder-modules: ${name} (ESM chunk, on demand)`, path: `dist/esm/${file}`, limit: FAMILY_CHUNK_OVERRIDES[name] ?? FAMILY_CHUNK_BUDGET, gzip: true });
}

module.exports = entries;
