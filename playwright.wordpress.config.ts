// Browser tests against the real WordPress + WooCommerce shop of `npm run wordpress` (test/wordpress/*.wordpress.test.ts).
// Every journey runs twice: project `dropins` (our plugin swaps the scripts) and project `originals` (the cookie
// `dropins=off` turns every widget off through the plugin's own filter, so the plugins' own scripts print).
// The shop is built fresh for each run (WP_REUSE=1 serves an existing one, or reuses a server already on the port;
// WP_PREPARED=1, set by `npm test` after its setup lane built the site, serves that site with dropins.zip installed).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './scripts/chromium.mjs';

const port = Number(process.env.WP_PORT ?? 8404);
const host = '127.0.0.1';

export default defineConfig({
  testDir: 'test/wordpress',
  testMatch: ['**/*.wordpress.test.ts'],
  // Its own output folder: `npm test` runs this beside the browser tests, and each run empties its folder as it starts.
  outputDir: 'test-results-wordpress',
  fullyParallel: false,
  workers: 1,
  // On CI a failing journey runs once more (each journey sets up what it needs in the shop); one that then passes
  // counts as passed, and `npm test`'s summary names it under "Flaky" with its first error.
  retries: process.env.CI ? 1 : 0,
  // A page of this shop takes 0.3-1 s to render on an idle 2-core machine, several seconds when it is busy: the limits
  // only catch a hang.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL: `http://${host}:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'dropins' },
    {
      name: 'originals',
      use: {
        storageState: {
          cookies: [{ name: 'dropins', value: 'off', domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
          origins: [],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/wordpress.mjs --port ${port}${process.env.WP_REUSE || process.env.WP_PREPARED ? ' --reuse' : ''}`,
    url: `http://${host}:${port}/`,
    reuseExistingServer: !!process.env.WP_REUSE,
    timeout: 600_000,
    stdout: 'pipe',
  },
});
