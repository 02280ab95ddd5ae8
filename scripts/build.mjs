// `npm run build`: rollup (IIFE per widget, shared-runtime ESM, the WordPress build dist/wp/, npm builds) then the packages' .d.ts files.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
if (process.env.DROPINS_ONLY) {
  // Quick loop: one widget's classic script only (dist/<widget>.js), nothing else touched.
  execFileSync(bin('rollup'), ['-c', '--silent'], { cwd: root, stdio: 'inherit' });
  process.exit(0);
}
rmSync(resolve(root, 'dist'), { recursive: true, force: true });
// The packages' npm builds too: a file moved or removed in src/ must not leave its old .js or .d.ts behind.
for (const dir of readdirSync(resolve(root, 'packages'))) rmSync(resolve(root, 'packages', dir, 'dist'), { recursive: true, force: true });
execFileSync(bin('rollup'), ['-c', '--silent'], { cwd: root, stdio: 'inherit' });

const out = resolve(root, 'build/types');
rmSync(out, { recursive: true, force: true });
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
for (const dir of readdirSync(resolve(root, 'packages'))) {
  const from = resolve(out, dir, 'src');
  if (existsSync(from)) cpSync(from, resolve(root, 'packages', dir, 'dist/types'), { recursive: true });
}
rmSync(resolve(root, 'build'), { recursive: true, force: true });
console.log('Built dist/ (classic scripts, dist/esm/, dist/wp/, treemaps in dist/stats/) and packages/*/dist/.');
