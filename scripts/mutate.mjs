// `npm run mutate`: Stryker on core's transport. Tests read fixtures through DROPINS_SHARED, made absolute here
// because Stryker runs them from a sandbox copy of the repository.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const shared = resolve(process.env.DROPINS_SHARED ?? resolve(root, '../shared'));
const r = spawnSync(resolve(root, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DROPINS_SHARED: shared },
});
process.exit(r.status ?? 1);
