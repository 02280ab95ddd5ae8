// `npm start`: installs what a fresh clone lacks, builds the bundles, and serves the demo shop.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(resolve(root, 'node_modules/.bin/rollup'))) {
  console.log('Installing dependencies (first run)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}
run(process.execPath, ['scripts/build.mjs']);
await import('../examples/server/index.mjs');
