// `npm test`: every check, in order, then one summary line. Exits non-zero on any failure.
//   types (tsc), lint (eslint), cycles (no import circles, type imports included: scripts/cycles.mjs), unit (vitest: node, happy-dom, jsdom), build (rollup), size budgets (size-limit),
//   browser (Playwright in Debian's Chromium against the demo shop, axe included), wordpress (the same journeys on a
//   real WordPress + WooCommerce shop with our plugin on and off; skipped when PHP cannot be installed, or with
//   DROPINS_WORDPRESS=0).
// Chromium is checked before anything runs: installed with apt-get when it is missing and we are root on Debian (as
// .ci/run does), otherwise the command stops at once with one line saying what to install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const reports = resolve(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** True when the browser tests can run; installs Debian's chromium when it can. */
function chromiumReady() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (canInstall) {
    console.log(`Chromium is missing (${path}): installing Debian's chromium with apt-get.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(path)) return true;
  }
  console.error(`npm test needs Chromium at ${path} for the browser tests: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`);
  return false;
}
if (!chromiumReady()) process.exit(1);

const results = [];
let passed = 0;
let failed = 0;

/** Runs one step in the foreground, its output straight to the console. */
function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd.replace(root + '/', ''), ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/** Runs one step beside others: its output is held and printed whole when it ends, so logs do not interleave. */
function background(name, cmd, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (status) => {
      const ok = status === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${name}: ${[cmd.replace(root + '/', ''), ...args].join(' ')} (${ok ? 'ok' : 'FAILED'}, ${seconds}s)`);
      process.stdout.write(Buffer.concat(out));
      results.push({ name, ok, seconds });
      done(ok);
    });
  });
}

function count(ok) {
  if (ok) passed++;
  else failed++;
}

// Two lanes at once (the checks are single-threaded, the machine has two cores): types then unit tests, and lint,
// cycles and the build (with its size checks). The browser tests need the build and both cores, so they follow.
const vitestJson = resolve(reports, 'vitest.json');
async function typesAndUnit() {
  count(await background('types', bin('tsc'), ['-p', 'tsconfig.json']));
  const unitOk = await background('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests + (unitOk || v.numFailedTests ? 0 : 1);
  } else count(unitOk);
}
async function lintAndBuild() {
  count(await background('lint', bin('eslint'), ['.', '--max-warnings=0']));
  count(await background('cycles', process.execPath, ['scripts/cycles.mjs']));
  const built = await background('build', process.execPath, ['scripts/build.mjs']);
  count(built);
  if (!built) return false;
  count(await background('size', bin('size-limit'), []));
  count(await background('budgets', process.execPath, ['scripts/budgets.mjs', '--check']));
  return true;
}
const [, built] = await Promise.all([typesAndUnit(), lintAndBuild()]);

if (built) {
  const pwJson = resolve(reports, 'playwright.json');
  const browserOk = step('browser', bin('playwright'), ['test'], { PW_JSON: pwJson });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected + (browserOk || s.unexpected ? 0 : 1);
  } else count(browserOk);
  // The real WordPress + WooCommerce shop (npm run wordpress), when PHP is there or apt-get can install it.
  const phpCheck = "import('./scripts/wordpress.mjs').then((m) => process.exit(m.ensurePhp() ? 0 : 1))";
  const php = process.env.DROPINS_WORDPRESS !== '0' && spawnSync(process.execPath, ['-e', phpCheck], { cwd: root, stdio: 'inherit' }).status === 0;
  if (!php) console.log('\n▶ wordpress: skipped (no PHP, and apt-get cannot install it here; or DROPINS_WORDPRESS=0)');
  else {
    const wpJson = resolve(reports, 'wordpress.json');
    const wpOk = step('wordpress', bin('playwright'), ['test', '-c', 'playwright.wordpress.config.ts'], { PW_JSON: wpJson });
    if (existsSync(wpJson)) {
      const s = JSON.parse(readFileSync(wpJson, 'utf8')).stats;
      passed += s.expected + (s.flaky ?? 0);
      failed += s.unexpected + (wpOk || s.unexpected ? 0 : 1);
    } else count(wpOk);
  }
} else failed++;

console.log('\nSteps:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(8)} ${r.seconds}s`);
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
