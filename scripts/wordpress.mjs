// `npm run wordpress`: a real WordPress 7.1 + WooCommerce shop, offline, with the Dropins plugin active.
//   Installs PHP through apt-get when it is missing (as root), builds dist/ when it is missing, unpacks the releases
//   in ../shared/wordpress/ into a temporary folder (WordPress on SQLite, WooCommerce, GDPR Cookie Compliance, Woo
//   Variation Gallery, CleanTalk, Woo Discount Rules, the Divi theme), creates the catalogue and the Divi pages,
//   installs our plugin from its zip (`npm run package`: dropins.zip) through WordPress's upload code
//   (Plugin_Upgrader, scripts/wordpress/install-plugin.php) and activates it, serves the shop with `php -S` and prints
//   the URL.
//   The same shop under Divi is the second shop: a visitor with the cookie `dropins_theme=divi` (or who opened a URL
//   with `?dropins_theme=divi`) sees it. Never touches the network (apt aside).
// Options: --port N (default $WP_PORT or 8404), --dir PATH (default $WP_SITE or <tmp>/dropins-wp-<port>),
//   --setup-only (build the site without our plugin, do not serve; dist/ is not needed then: `npm test` builds the
//   site while it builds dist/), --reuse (serve an existing site, after packaging the current plugin and dist/ and
//   installing the zip over the installed copy, as "Replace current with uploaded" does).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { packagePlugin } from './package.mjs';

const root = resolve(import.meta.dirname, '..');
const shared = resolve(process.env.DROPINS_SHARED ?? resolve(root, '../shared'));
const zips = join(shared, 'wordpress');
const here = join(root, 'scripts/wordpress');
const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.WP_PORT ?? '8404' },
    dir: { type: 'string' },
    'setup-only': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const port = Number(opts.port);
const site = resolve(opts.dir ?? process.env.WP_SITE ?? join(tmpdir(), `dropins-wp-${port}`));
const url = `http://127.0.0.1:${port}`;
const PHP_PACKAGES = ['php-cli', 'php-sqlite3', 'php-mbstring', 'php-xml', 'php-curl', 'php-intl', 'php-gd', 'php-zip'];
const PHP_MODULES = ['pdo_sqlite', 'mbstring', 'dom', 'gd', 'zip'];
const PLUGINS = ['woocommerce', 'gdpr-cookie-compliance', 'woo-variation-gallery', 'cleantalk-spam-protect', 'woo-discount-rules', 'autoptimize', 'wp-super-cache'];
const ACTIVATE = [
  'woocommerce/woocommerce.php',
  'gdpr-cookie-compliance/moove-gdpr.php',
  'woo-variation-gallery/woo-variation-gallery.php',
  'cleantalk-spam-protect/cleantalk.php',
  'woo-discount-rules/woo-discount-rules.php',
  'autoptimize/autoptimize.php',
  'wp-super-cache/wp-cache.php',
];
const started = Date.now();
const log = (text) => console.log(`[wordpress ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

function phpModules() {
  const r = spawnSync('php', ['-m'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.toLowerCase().split('\n').map((s) => s.trim()) : null;
}

/** PHP with the extensions WordPress + WooCommerce on SQLite need; apt-get installs what is missing (root only). */
export function ensurePhp() {
  const missing = () => {
    const mods = phpModules();
    return mods ? PHP_MODULES.filter((m) => !mods.includes(m)) : ['php'];
  };
  if (missing().length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`PHP is missing (${missing().join(', ')}); as root run: apt-get install -y ${PHP_PACKAGES.join(' ')}`);
    return false;
  }
  log(`installing PHP through apt-get (${missing().join(', ')} missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-q', ...PHP_PACKAGES], { stdio: 'inherit', env }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    install();
  }
  return missing().length === 0;
}

function php(script, ...args) {
  return phpOn(site, script, ...args);
}

function phpOn(dir, script, ...args) {
  return execFileSync('php', ['-d', 'memory_limit=512M', join(here, script), dir, ...args], { encoding: 'utf8' });
}

function unzip(zip, dest) {
  execFileSync('php', ['-r', '$z = new ZipArchive(); if ($z->open($argv[1]) !== true || !$z->extractTo($argv[2])) exit(1);', zip, dest]);
}

function wpConfig() {
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((k) => [`${k}_KEY`, `${k}_SALT`])
    .map((k) => `define('${k}', 'dropins-test-shop-${k.toLowerCase()}');`)
    .join('\n');
  return `<?php
// The offline test shop of \`npm run wordpress\` (never a production configuration).
define('DB_NAME', 'wordpress'); define('DB_USER', ''); define('DB_PASSWORD', ''); define('DB_HOST', '');
define('DB_CHARSET', 'utf8'); define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_HOME', '${url}'); define('WP_SITEURL', '${url}');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true); define('AUTOMATIC_UPDATER_DISABLED', true); define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false); define('WP_DEBUG_DISPLAY', false);
define('WP_ENVIRONMENT_TYPE', 'local');
define('SQLITE_JOURNAL_MODE', 'WAL');
define('WP_CACHE', true); define('WPCACHEHOME', __DIR__ . '/wp-content/plugins/wp-super-cache/');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Packages our plugin with the current dist/ (dropins.zip, as `npm run package`) and installs that zip on the site
 * through WordPress's upload code, replacing the installed copy, then activates it (also after a rebuild).
 */
export function installPlugin(dir = site) {
  const made = packagePlugin();
  const installed = JSON.parse(phpOn(dir, 'install-plugin.php', made.out).trim().split('\n').pop());
  log(`installed ${made.out.replace(root + '/', '')} (${(made.bytes / 1024).toFixed(0)} KB) through Plugin_Upgrader into plugins/${installed.destination}, ${installed.active ? 'active' : 'NOT active'}`);
  if (!installed.active) throw new Error('our plugin is not active after its install');
  return installed;
}

/**
 * WP Super Cache's set-up, as its settings page writes it: `advanced-cache.php` (WP_CACHE is in wp-config.php) and
 * `wp-cache-config.php` with caching on, served through PHP (its wp-cache files: `php -S` has no rewrite rules). Only
 * a visitor with the cookie `dropins_cache` reads and fills the cache (the other journeys never meet a cached page);
 * the test switches that change a page are part of its cache key.
 */
function pageCache(dir) {
  const plugin = join(dir, 'wp-content/plugins/wp-super-cache');
  cpSync(join(plugin, 'advanced-cache.php'), join(dir, 'wp-content/advanced-cache.php'));
  const config = readFileSync(join(plugin, 'wp-cache-config-sample.php'), 'utf8')
    .replace(/^\$cache_enabled = .*$/m, '$cache_enabled = true;')
    .replace(/^\$super_cache_enabled = .*$/m, '$super_cache_enabled = false;')
    .replace(/\?>\s*$/, '');
  writeFileSync(
    join(dir, 'wp-content/wp-cache-config.php'),
    `${config}
// The Dropins test shop: only a visitor with the cookie \`dropins_cache\` meets the cache.
if ( empty( $_COOKIE['dropins_cache'] ) ) { $cache_enabled = false; }
$wpsc_cookies = array( 'dropins', 'dropins_theme', 'dropins_ao', 'dropins_build', 'dropins_cache' );
$wpsc_served_header = 1; // X-WP-Super-Cache on a page served from the cache
`,
  );
}

function setup() {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  const tmp = join(site, '.unpack');
  unzip(join(zips, 'wordpress-7.1.0-tt5.zip'), tmp);
  // Moved, not copied: the same files, without writing WordPress's 3,000 files a second time.
  for (const entry of readdirSync(join(tmp, 'wordpress'))) renameSync(join(tmp, 'wordpress', entry), join(site, entry));
  rmSync(tmp, { recursive: true, force: true });
  const plugins = join(site, 'wp-content/plugins');
  for (const p of [...PLUGINS, 'sqlite-database-integration']) unzip(join(zips, `${p}.zip`), plugins);
  unzip(join(zips, 'divi-theme.zip'), join(site, 'wp-content/themes'));
  log('unpacked WordPress, the plugins and the Divi theme');
  const sqlite = join(plugins, 'sqlite-database-integration');
  writeFileSync(
    join(site, 'wp-content/db.php'),
    readFileSync(join(sqlite, 'db.copy'), 'utf8')
      .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite)
      .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php'),
  );
  writeFileSync(join(site, 'wp-config.php'), wpConfig());
  pageCache(site);
  mkdirSync(join(site, 'wp-content/mu-plugins'), { recursive: true });
  cpSync(join(here, 'mu-plugin.php'), join(site, 'wp-content/mu-plugins/dropins-test-shop.php'));
  cpSync(join(here, 'router.php'), join(site, 'dropins-router.php'));
  php('install.php');
  log('installed WordPress on SQLite');
  php('activate.php', ...ACTIVATE);
  log('activated the plugins');
  const shop = php('catalogue.php').trim().split('\n').pop();
  log('created the catalogue');
  const divi = php('divi.php').trim().split('\n').pop();
  writeFileSync(join(site, 'dropins-shop.json'), JSON.stringify({ url, ...JSON.parse(shop), divi: JSON.parse(divi) }, null, 2));
  log('created the Divi pages');
}

async function waitForPage(path, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url + path);
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function serve() {
  // Opcache (off for the CLI by default) halves WordPress's boot; workers serve a page's files side by side.
  const ini = ['opcache.enable_cli=1', 'opcache.memory_consumption=256', 'opcache.max_accelerated_files=20000'].flatMap((d) => ['-d', d]);
  // Not detached: php and its workers stay in our process group, so whoever stops us (Playwright ends its web server
  // by killing the group, with no chance for handlers to run) stops them too, and no server is left on the port.
  const server = spawn('php', [...ini, '-S', `127.0.0.1:${port}`, '-t', site, join(site, 'dropins-router.php')], {
    stdio: ['ignore', 'ignore', process.env.WP_LOG ? 'inherit' : 'ignore'],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS ?? '4' },
  });
  const stop = () => {
    // The workers first (children of the php master), then the master.
    spawnSync('pkill', ['-TERM', '-P', String(server.pid)]);
    server.kill('SIGTERM');
  };
  process.on('SIGINT', () => (stop(), process.exit(0)));
  process.on('SIGTERM', () => (stop(), process.exit(0)));
  process.on('SIGHUP', () => (stop(), process.exit(0)));
  process.on('exit', stop);
  const shop = JSON.parse(readFileSync(join(site, 'dropins-shop.json'), 'utf8'));
  if (!(await waitForPage(new URL(shop.variable.url).search ? `/${new URL(shop.variable.url).search}` : '/', 60_000))) {
    console.error('the shop did not answer');
    process.exit(1);
  }
  log(`served: ${url}/ (product: ${shop.variable.url}; the Divi shop: ${shop.divi.showcase}&dropins_theme=divi; folder ${site}). Ctrl+C stops it.`);
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensurePhp()) process.exit(1);
  if (!opts['setup-only'] && !existsSync(join(root, 'dist/storefront.js'))) {
    log('building dist/');
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  }
  if (!(opts.reuse && existsSync(join(site, 'dropins-shop.json')))) setup();
  if (!opts['setup-only']) installPlugin(site);
  if (!opts['setup-only']) await serve();
}
