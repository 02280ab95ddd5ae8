// The Chromium the tests and benches drive: Debian's packages, found and installed in one place.
//
// The tests run Debian's `chromium-headless-shell` when it is there: the same Blink and Skia as `chromium` (the look
// references and every pixel comparison hold), without the full browser's UI process work, so a page costs about a
// quarter less CPU; on a 2-core machine the suite is CPU-bound, so that is a quarter off its time. Benches keep the full
// `chromium`: they measure what a visitor's browser does. CHROMIUM_PATH overrides both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The headless shell hints glyph outlines fully by default; the full browser takes Debian's fontconfig default,
  // slight hinting, in which the look references were taken. Text keeps the same widths and line breaks in both.
  '--font-render-hinting=slight',
];

const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';

/** The browser benches launch. */
export const benchChromium = () => process.env.CHROMIUM_PATH ?? FULL;

/** The browser tests launch: the headless shell when installed, else the full browser. */
export const testChromium = () => process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : FULL);

/**
 * Makes sure the tests' Chromium is there: as root on Debian, installs what is missing of `chromium` and
 * `chromium-headless-shell` with apt-get. Returns the path to launch, or null with one line saying what to install.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and there is no such file.`);
    return null;
  }
  const missing = [['chromium', FULL], ['chromium-headless-shell', SHELL]].filter(([, path]) => !existsSync(path)).map(([pkg]) => pkg);
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (missing.length && canInstall) {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get (the browser tests run it).`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  }
  if (existsSync(SHELL) || existsSync(FULL)) return testChromium();
  console.error(
    `npm test needs Chromium for the browser tests: install Debian's chromium-headless-shell (or chromium), ` +
      `e.g. sudo apt-get install chromium chromium-headless-shell, or set CHROMIUM_PATH to a Chromium binary.`,
  );
  return null;
}
