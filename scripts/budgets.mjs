// Keeps the README's budgets table true. `node scripts/budgets.mjs --write` measures (size-limit --json) and writes
// the table between the BUDGETS markers; `--check` (run by npm test) fails when the README's limits or the issue
// targets drift from .size-limit.cjs and the packages' package.json.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const readme = resolve(root, 'README.md');
const START = '<!-- BUDGETS -->';
const END = '<!-- /BUDGETS -->';

const entries = require(resolve(root, '.size-limit.cjs'));
const targets = { runtime: '8 KB' };
for (const dir of readdirSync(resolve(root, 'packages'))) {
  const f = resolve(root, 'packages', dir, 'package.json');
  if (!existsSync(f)) continue;
  const b = JSON.parse(readFileSync(f, 'utf8')).dropins?.budget;
  if (b?.target) targets[dir] = b.target;
}

function table(sizes) {
  const rows = ['| what | min+gz now | limit (npm test) | figure in the issue |', '|---|---|---|---|'];
  for (const e of entries) {
    const widget = e.name.split(':')[0].split(' ')[0];
    const target = e.name.includes('on top') || e.name.startsWith('runtime') ? (targets[widget] ?? '') : '';
    const now = sizes ? `${(sizes[e.name] / 1000).toFixed(2)} kB` : '';
    rows.push(`| ${e.name} | ${now} | ${e.limit} | ${target} |`);
  }
  return rows.join('\n');
}

const text = readFileSync(readme, 'utf8');
const a = text.indexOf(START);
const b = text.indexOf(END);
if (a < 0 || b < 0) throw new Error('README.md has no BUDGETS markers');

if (process.argv.includes('--write')) {
  const out = JSON.parse(execFileSync(resolve(root, 'node_modules/.bin/size-limit'), ['--json'], { cwd: root, encoding: 'utf8' }).toString() || '[]');
  const sizes = Object.fromEntries((Array.isArray(out) ? out : []).map((r) => [r.name, r.size]));
  writeFileSync(readme, text.slice(0, a + START.length) + '\n' + table(sizes) + '\n' + text.slice(b));
  console.log('README budgets table written.');
} else {
  // Compare the limit and target columns only: sizes move with every change, limits must not drift silently.
  const strip = (t) => t.split('\n').map((l) => l.split('|').filter((_, i) => i !== 2).join('|')).join('\n').trim();
  const current = text.slice(a + START.length, b).trim();
  if (strip(current) !== strip(table(null))) {
    console.error('README budgets table is out of date with .size-limit.cjs: run `node scripts/budgets.mjs --write`.');
    process.exit(1);
  }
  console.log('README budgets table matches the size limits.');
}
