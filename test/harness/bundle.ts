// Builds the browser harness at test time with esbuild's JS API and serves it on a fake origin through
// page.route, so core's real source runs in real Chromium without touching dist/ (others build there).
import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { coreAliases } from '../../scripts/core-subpaths.mjs';

const root = resolve(import.meta.dirname, '../..');
export const ORIGIN = 'http://harness.test';

/** The same aliases as rollup.config.mjs: components run on Preact through our React API module. */
const onPreact = (file: string) => resolve(root, 'packages/core/src/react-on-preact', file);
const PREACT = {
  'react-dom/client': onPreact('react-dom-client.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': onPreact('react-dom.ts'),
  react: onPreact('react.ts'),
};

export type Flavour = 'preact' | 'react';
const cache = new Map<Flavour, Promise<string>>();

/** The harness bundle (test/harness/entry.tsx + core source), once per worker and flavour. */
export function harnessScript(flavour: Flavour = 'preact'): Promise<string> {
  let js = cache.get(flavour);
  if (!js) {
    js = build({
      entryPoints: [resolve(root, 'test/harness/entry.tsx')],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      jsx: 'automatic',
      jsxImportSource: 'react',
      // Real React when asked: the npm package must also work there.
      alias: { ...Object.fromEntries(coreAliases), ...(flavour === 'preact' ? PREACT : {}) },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }).then((r) => r.outputFiles[0].text);
    cache.set(flavour, js);
  }
  return js;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#c96"/></svg>';

export interface HarnessOptions {
  /** A Content-Security-Policy header for the page (its iframes inherit it). */
  csp?: string;
  /** A nonce put on the harness <script> tag (for 'strict-dynamic' policies). */
  nonce?: string;
  flavour?: Flavour;
  /** Extra markup in <body> before the harness script. */
  body?: string;
}

/**
 * Opens a blank page at http://harness.test/ with the harness loaded (window.harness). /img/<name>.svg is a
 * small picture (except /img/missing*). Every other request (the vectors' external images, scripts, frames) is answered with an empty 404 so that nothing leaves the machine
 * and error handlers fire at once.
 */
export async function openHarness(page: Page, opts: HarnessOptions = {}): Promise<void> {
  const js = await harnessScript(opts.flavour);
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === ORIGIN && url.pathname === '/') {
      const nonce = opts.nonce ? ` nonce="${opts.nonce}"` : '';
      const html =
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Core harness</title></head>` +
        `<body><main id="main"><h1>Core harness</h1>${opts.body ?? ''}</main><script src="/harness.js"${nonce}></script></body></html>`;
      return route.fulfill({ contentType: 'text/html', body: html, headers: opts.csp ? { 'content-security-policy': opts.csp } : {} });
    }
    if (url.origin === ORIGIN && url.pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: js });
    if (url.origin === ORIGIN && /^\/img\/(?!missing)[\w-]+\.svg$/.test(url.pathname)) return route.fulfill({ contentType: 'image/svg+xml', body: SVG });
    if (url.origin === ORIGIN && url.pathname === '/submit') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sent</title><p>sent</p>' });
    return route.fulfill({ status: 404, contentType: 'text/plain', body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'harness' in window);
}

let oracle: Promise<string> | undefined;
/** The whole-page execution oracle (test/harness/hostile-oracle.ts) as a script for `page.addInitScript`. */
export function pageOracleScript(): Promise<string> {
  oracle ??= build({
    entryPoints: [resolve(root, 'test/harness/hostile-oracle.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  return oracle;
}
