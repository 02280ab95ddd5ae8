// Real-browser tests (*.browser.test.ts) in Debian's Chromium against the demo shop and its reference backend.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: '.',
  testMatch: ['packages/*/test/**/*.browser.test.ts', 'test/**/*.browser.test.ts'],
  testIgnore: ['**/node_modules/**', '**/.stryker-tmp/**'],
  // Skips what git ignores (builds, reports, test results) while looking for tests: the WordPress lane empties
  // test-results-wordpress/ as it starts, and a walk that reached it then failed the whole run (ENOENT).
  respectGitIgnore: true,
  fullyParallel: true,
  // One more than the cores: the tests mostly wait (page loads, frames, the page clock, axe's round trips); on 2 cores
  // two workers kept a third of the cores busy. `npm test` sets PW_WORKERS to share the cores with the WordPress lane.
  workers: Number(process.env.PW_WORKERS ?? availableParallelism() + 1),
  // On CI a failing test runs once more. One that then passes counts as passed, and `npm test`'s summary names it under
  // "Flaky" with its first error, so it is seen and fixed rather than hidden. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Limits that only catch a hang: a loaded 2-core machine (a slow phone's speed) takes several times longer than a
  // quiet one for a page load, an axe run or a state to settle, and a test must not fail for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node examples/server/index.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    env: { NONCE_TTL: '600' },
    stdout: 'ignore',
  },
});
