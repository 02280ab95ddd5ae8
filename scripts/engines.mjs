// `npm run test:engines` (not part of `npm test`): every demo page and the main journey of every widget
// (test/engines/journeys.mjs) in Firefox ESR over WebDriver BiDi and in WebKitGTK over WebDriver (MiniBrowser under
// xvfb-run), against the demo server, which this command starts itself (DEMO_ERROR_PROBE=1: every page records its
// error events, and a journey fails on any). Debian's firefox-esr, webkit2gtk-driver and xvfb are installed with
// apt-get when missing and we are root on Debian (as `npm test` installs Chromium); otherwise one line says what to
// install. Builds dist/ first when a widget's script is missing. Options: --only firefox|webkit, E2E_PORT (the demo
// server's port, default 4175), WEBDRIVER_PORT (WebKitWebDriver's, default the demo port + 10).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { JOURNEYS } from '../test/engines/journeys.mjs';
import { launchFirefox, launchWebKit } from '../test/engines/drivers.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4175);
const base = `http://localhost:${port}`;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const FIREFOX = '/usr/bin/firefox-esr';
/** Debian's MiniBrowser (/usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser), if installed. */
function miniBrowser() {
  for (const arch of readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}
const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
/** What each engine needs: the Debian packages and whether they are there. */
const ENGINES = {
  firefox: { packages: ['firefox-esr'], ready: () => existsSync(FIREFOX) },
  webkit: { packages: ['webkit2gtk-driver', 'xvfb', 'xauth'], ready: () => onPath('WebKitWebDriver') && onPath('xvfb-run') && !!miniBrowser() },
};
const wanted = Object.keys(ENGINES).filter((name) => !only || name === only);

/** Installs what is missing with apt-get when we are root on Debian; otherwise says what to install and stops. */
function ensureEngines() {
  const missing = wanted.filter((name) => !ENGINES[name].ready());
  if (!missing.length) return;
  const packages = missing.flatMap((name) => ENGINES[name].packages);
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log(`Installing Debian's ${packages.join(', ')} with apt-get.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  }
  const still = wanted.filter((name) => !ENGINES[name].ready());
  if (still.length) {
    console.error(`npm run test:engines needs Debian's ${still.flatMap((name) => ENGINES[name].packages).join(' ')}: sudo apt-get install ${still.flatMap((name) => ENGINES[name].packages).join(' ')}`);
    process.exit(1);
  }
}

/** Builds dist/ when a widget's classic script is missing. */
function ensureBuilt() {
  const scripts = ['email-decoder', 'antispam-signals', 'variation-form', 'storefront', 'consent-bar', 'gallery', 'builder-modules'];
  if (scripts.every((name) => existsSync(resolve(root, 'dist', `${name}.js`)))) return;
  console.log('dist/ is incomplete: building it (npm run build).');
  if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

/** Starts the demo server with the error probe on; resolves once it answers. */
async function startServer() {
  const server = spawn(process.execPath, ['examples/server/index.mjs', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, DEMO_ERROR_PROBE: '1', NONCE_TTL: '600' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the demo server stopped (is port ${port} in use? set E2E_PORT)`);
    try {
      const res = await fetch(`${base}/assets/error-probe.js`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the demo server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Runs every journey in one browser; returns the failures. */
async function runEngine(name, launch) {
  const since = Date.now();
  console.log(`\n▷ ${name}: starting`);
  const browser = await launch();
  console.log(`  ${browser.version} (started in ${seconds(since)}s)`);
  const failures = [];
  for (const journey of JOURNEYS) {
    const at = Date.now();
    let tab;
    try {
      tab = await browser.newTab();
      await journey.run(tab);
      console.log(`  ✓ ${journey.name} (${seconds(at)}s)`);
    } catch (error) {
      failures.push(journey.name);
      console.log(`  ✘ ${journey.name} (${seconds(at)}s)\n      ${error instanceof Error ? error.message : error}`);
    } finally {
      await tab?.close().catch(() => undefined);
    }
  }
  await browser.close();
  console.log(`▶ ${name}: ${JOURNEYS.length - failures.length} passed, ${failures.length} failed (${seconds(since)}s)`);
  return { name, failures, seconds: seconds(since) };
}

ensureEngines();
ensureBuilt();
const server = await startServer();
// Stopped from outside (Ctrl+C): the demo server goes with us (the browsers' drivers stop their own).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill();
    process.exit(130);
  });
}
const results = [];
try {
  if (wanted.includes('firefox')) results.push(await runEngine('Firefox ESR (WebDriver BiDi)', () => launchFirefox({ base, executablePath: FIREFOX })));
  if (wanted.includes('webkit')) {
    const driverPort = Number(process.env.WEBDRIVER_PORT ?? port + 10);
    results.push(await runEngine('WebKitGTK (WebDriver, MiniBrowser)', () => launchWebKit({ base, driverPort, miniBrowser: miniBrowser() })));
  }
} catch (error) {
  console.error(error);
  results.push({ name: 'setup', failures: ['setup'], seconds: '0' });
} finally {
  server.kill();
}
console.log('\nEngines:');
for (const r of results) console.log(`  ${r.failures.length ? 'FAIL' : 'ok  '} ${r.name} ${r.seconds}s${r.failures.length ? ` (${r.failures.length} failed)` : ''}`);
console.log(`\ntotal: ${results.reduce((n, r) => n + r.failures.length, 0)} failed, ${seconds(started)}s`);
process.exit(results.every((r) => !r.failures.length) ? 0 : 1);
