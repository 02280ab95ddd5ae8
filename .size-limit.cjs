// Size budgets (min+gz), run inside `npm test`. Each widget declares its own in its package.json:
//   "dropins": { "widget": true, "budget": { "standalone": "7 KB", "esm": "2 KB" } }
// "standalone" is dist/<widget>.js alone; "esm" is what the widget loads on top of the shared runtime chunk:
// its own chunk plus the optional core chunks (transport, sanitizer, modal ...) it imports.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const RUNTIME_BUDGET = '8 KB';
// The ESM build's manifest: each widget entry and the chunks it imports (see rollup.config.mjs).
const manifestFile = join(__dirname, 'dist/esm/manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
/** The widget's entry plus every chunk it loads except the shared runtime: what it costs on top of the runtime. */
const onTop = (dir) => [`dist/esm/${dir}.js`, ...((manifest[dir] && manifest[dir].imports) || []).filter((f) => f !== 'runtime.js').map((f) => `dist/esm/${f}`)];
const entries = [{ name: 'runtime (Preact via compat + core), ESM chunk', path: 'dist/esm/runtime.js', limit: RUNTIME_BUDGET, gzip: true }];

for (const dir of readdirSync(join(__dirname, 'packages')).sort()) {
  const file = join(__dirname, 'packages', dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const budget = pkg.dropins && pkg.dropins.widget && pkg.dropins.budget;
  if (!budget) continue;
  entries.push({ name: `${dir}: dist/${dir}.js (standalone)`, path: `dist/${dir}.js`, limit: budget.standalone, gzip: true });
  entries.push({ name: `${dir}: on top of the runtime (ESM chunks)`, path: onTop(dir), limit: budget.esm, gzip: true });
}

module.exports = entries;
