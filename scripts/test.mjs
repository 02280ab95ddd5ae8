// `npm test`: every check, then one summary line. Exits non-zero on any failure. Steps that do not need each other run
// side by side (see the lanes below); each step's output is printed whole when it ends.
//   types (tsc), lint (eslint), cycles (no import circles, type imports included: scripts/cycles.mjs), unit (vitest: node, happy-dom, jsdom), build (rollup), size budgets (size-limit), document members (scripts/document-members.mjs), builder families
//   (scripts/families.mjs --check: the family list and README table written from the folders, quiet unless stale),
//   browser (Playwright in Debian's Chromium against the demo shop, axe included), wordpress (the same journeys on a
//   real WordPress + WooCommerce shop with our plugin on and off; skipped when PHP cannot be installed, or with
//   DROPINS_WORDPRESS=0).
// Chromium is checked before anything runs: installed with apt-get when it is missing and we are root on Debian (as
// .ci/run does), otherwise the command stops at once with one line saying what to install.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const reports = resolve(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The browser tests' Chromium (scripts/chromium.mjs): installed with apt-get when missing and possible.
if (!ensureChromium()) process.exit(1);

const startedAll = Date.now();
const results = [];
let passed = 0;
let failed = 0;
// The tests that failed, and those that passed only when run again (flaky), named again under the summary: a long
// log's tail is often all a CI page shows.
const failedTests = [];
const flakyTests = [];
const firstLine = (message = '') => message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';

/**
 * Runs one step beside others: its output is held and printed whole when it ends, so logs do not interleave. `env`
 * adds variables; a `quiet` step (a check, not a test) prints only when it fails and is not a step of the summary.
 */
function background(name, cmd, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▷ ${name}: started`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env } });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (status) => {
      const ok = status === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet && ok) return done(ok);
      console.log(`\n▶ ${name}: ${[cmd.replace(root + '/', ''), ...args].join(' ')} (${ok ? 'ok' : 'FAILED'}, ${seconds}s)`);
      process.stdout.write(Buffer.concat(out));
      if (!quiet) results.push({ name, ok, seconds });
      done(ok);
    });
  });
}

function count(ok) {
  if (ok) passed++;
  else failed++;
}

// Three lanes at once (the checks are single-threaded, the machine has two cores): types then unit tests; lint, cycles
// and the build (with its size checks); and the WordPress shop's setup (PHP, unpacking, WordPress's install: files
// and PHP CLI, mostly waiting on the disk), which does not need dist/ (the serving run packages the plugin with it
// and installs the zip).
const vitestJson = resolve(reports, 'vitest.json');
async function typesAndUnit() {
  count(await background('types', bin('tsc'), ['-p', 'tsconfig.json']));
  const unitOk = await background('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests + (unitOk || v.numFailedTests ? 0 : 1);
    nameVitestTests(v);
  } else count(unitOk);
}
async function lintAndBuild() {
  count(await background('lint', bin('eslint'), ['.', '--max-warnings=0']));
  count(await background('cycles', process.execPath, ['scripts/cycles.mjs']));
  // builder-modules' family list and README table are written from the family folders (scripts/families.mjs).
  if (!(await background('families', process.execPath, ['scripts/families.mjs', '--check'], { quiet: true }))) failed++;
  const built = await background('build', process.execPath, ['scripts/build.mjs']);
  count(built);
  if (!built) return false;
  count(await background('size', bin('size-limit'), []));
  count(await background('budgets', process.execPath, ['scripts/budgets.mjs', '--check']));
  // Every document member the bundles read goes through the prototype (an element can take the instance's place).
  count(await background('document members', process.execPath, ['scripts/document-members.mjs']));
  return true;
}
// The real WordPress + WooCommerce shop (npm run wordpress), when PHP is there or apt-get can install it.
const wpPort = process.env.WP_PORT ?? '8404';
async function wordpressSite() {
  if (process.env.DROPINS_WORDPRESS === '0') return false;
  const phpCheck = "import('./scripts/wordpress.mjs').then((m) => process.exit(m.ensurePhp() ? 0 : 1))";
  if (!(await background('php', process.execPath, ['-e', phpCheck], { quiet: true }))) return false;
  const ok = await background('wp setup', process.execPath, ['scripts/wordpress.mjs', '--setup-only', '--port', wpPort]);
  count(ok);
  return ok ? 'ready' : 'failed';
}
const [, built, site] = await Promise.all([typesAndUnit(), lintAndBuild(), wordpressSite()]);

/** Adds a Playwright JSON report's counts; a run that failed without failing tests counts as one failure. */
function countPlaywright(ok, json) {
  if (!existsSync(json)) return count(ok);
  const report = JSON.parse(readFileSync(json, 'utf8'));
  const s = report.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected + (ok || s.unexpected ? 0 : 1);
  namePlaywrightTests(report);
}

function namePlaywrightTests(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error?.message;
        const project = t.projectName ? `[${t.projectName}] ` : '';
        const name = `${project}${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        (t.status === 'flaky' ? flakyTests : failedTests).push(`${name}\n      ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}
function nameVitestTests(v) {
  for (const file of v.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failedTests.push(`${file.name.replace(root + '/', '')} › ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`);
    }
  }
}

// The browser tests and the WordPress journeys at the same time: neither fills the cores alone (the browser tests
// wait on page loads, frames and the page clock; the journeys on one PHP server). Together they drive at most one
// browser more than the machine has cores (BROWSERS): the WordPress lane one, the browser tests the rest. More
// browsers than that only slow each other down until pages miss their test's time (measured on 2 cores: 3 + 1
// browsers kept the load average at 15-26). PW_WORKERS, when set, is the browser tests' own count.
const cores = availableParallelism();
const BROWSERS = cores + 1;
if (built) {
  const pwJson = resolve(reports, 'playwright.json');
  const wpJson = resolve(reports, 'wordpress.json');
  const wordpressBrowsers = site === 'ready' ? 1 : 0;
  const workers = process.env.PW_WORKERS ?? String(Math.max(1, BROWSERS - wordpressBrowsers));
  console.log(`\n${cores} cores: ${workers} browser-test workers${wordpressBrowsers ? ' beside 1 for the WordPress journeys' : ''}`);
  const browser = background('browser', bin('playwright'), ['test'], { env: { PW_JSON: pwJson, PW_WORKERS: workers } }).then((ok) => countPlaywright(ok, pwJson));
  let wordpress = Promise.resolve();
  if (site === 'ready') {
    // WP_PREPARED: the web server serves the site the setup lane built, after installing dropins.zip (the plugin with
    // the fresh dist/) through WordPress's upload code.
    const env = { PW_JSON: wpJson, WP_PREPARED: '1', WP_PORT: wpPort };
    wordpress = background('wordpress', bin('playwright'), ['test', '-c', 'playwright.wordpress.config.ts'], { env }).then((ok) => countPlaywright(ok, wpJson));
  } else if (!site) console.log('\n▶ wordpress: skipped (no PHP, and apt-get cannot install it here; or DROPINS_WORDPRESS=0)');
  await Promise.all([browser, wordpress]);
} else failed++;

console.log('\nSteps:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(9)} ${r.seconds}s`);
console.log(`  all       ${((Date.now() - startedAll) / 1000).toFixed(1)}s`);
if (flakyTests.length) console.log(`\nFlaky (failed, then passed when run again):\n${flakyTests.map((t) => `  ${t}`).join('\n')}`);
if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\ntotal: ${passed} passed, ${failed} failed${flakyTests.length ? ` (${flakyTests.length} of the passed were flaky)` : ''}`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
