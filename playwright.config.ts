// Real-browser tests (*.browser.test.ts) in Debian's Chromium against the demo shop and its reference backend.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: ['packages/*/test/**/*.browser.test.ts', 'test/**/*.browser.test.ts'],
  testIgnore: ['**/node_modules/**', '**/.stryker-tmp/**'],
  fullyParallel: true,
  // Three: a test mostly waits (page loads, frames, the page clock, axe's round trips), two workers leave the cores
  // half idle. PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
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
