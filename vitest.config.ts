// The test file name picks the environment: *.test.ts runs in Node, *.dom.test.ts(x) in happy-dom,
// *.jsdom.test.ts(x) in jsdom. Real-browser tests (*.browser.test.ts) run under Playwright, not here.
import { defineConfig } from 'vitest/config';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { coreAliases } from './scripts/core-subpaths.mjs';

const root = import.meta.dirname;
const pkgs = readdirSync(resolve(root, 'packages')).filter((d) => existsSync(resolve(root, 'packages', d, 'package.json')));
const exactly = (specifier: string) => new RegExp(`^${specifier.replaceAll('/', '\\/')}$`);
/** Each package from its source: @dropins/core and its subpaths (scripts/core-subpaths.mjs), each widget's index.ts. */
const packageAliases = [
  ...coreAliases.map(([specifier, source]) => ({ find: exactly(specifier), replacement: source })),
  ...pkgs
    .filter((d) => d !== 'core')
    .map((d) => ({ find: exactly(JSON.parse(readFileSync(resolve(root, 'packages', d, 'package.json'), 'utf8')).name), replacement: resolve(root, 'packages', d, 'src/index.ts') })),
];
const alias = [
  ...packageAliases,
  // The same aliases as the drop-in bundles: the components run on Preact through our React API module.
  { find: /^react-dom\/client$/, replacement: resolve(root, 'packages/core/src/react-on-preact/react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: resolve(root, 'packages/core/src/react-on-preact/react-dom.ts') },
  { find: /^react$/, replacement: resolve(root, 'packages/core/src/react-on-preact/react.ts') },
];
const exclude = ['**/node_modules/**', '**/.stryker-tmp/**', '**/dist/**', '**/*.browser.test.*', '**/*.react.test.*'];
// *.react.test.tsx: the same components under real React (what npm users with React get), in happy-dom.
const realReact = packageAliases;
// Worker threads, not child processes: each test file still gets its own module graph and environment, for about a
// fifth less CPU than forks (user+sys of `vitest run`, 2 runs each: 35 s against 43 s). Per project: projects do not
// inherit the root's test options.
const pool = 'threads';
// Time limits only catch a test that hangs; they never judge speed. A loaded 2-core machine (another process holding
// a core, the build running beside the unit tests) runs a CPU-bound test several times slower than a quiet one, and
// must not fail it for that.
const limits = { testTimeout: 120_000, hookTimeout: 120_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'node', pool, ...limits, environment: 'node', include: ['packages/*/test/**/*.test.ts', 'test/unit/**/*.test.ts'], exclude: [...exclude, '**/*.dom.test.*', '**/*.jsdom.test.*'] },
      },
      {
        resolve: { alias },
        test: { name: 'dom', pool, ...limits, environment: 'happy-dom', include: ['packages/*/test/**/*.dom.test.{ts,tsx}', 'test/unit/**/*.dom.test.{ts,tsx}'], exclude },
      },
      {
        resolve: { alias: realReact },
        test: { name: 'react', pool, ...limits, environment: 'happy-dom', include: ['packages/*/test/**/*.react.test.{ts,tsx}'] },
      },
      {
        resolve: { alias },
        test: { name: 'jsdom', pool, ...limits, environment: 'jsdom', include: ['packages/*/test/**/*.jsdom.test.{ts,tsx}', 'test/unit/**/*.jsdom.test.{ts,tsx}'], exclude },
      },
    ],
  },
});
