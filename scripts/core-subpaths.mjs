// @dropins/core's entry points, read from its package.json "exports": the root (packages/core/src/index.ts) and each
// subpath (`@dropins/core/ui` is packages/core/src/ui/index.ts; `@dropins/core/testing` is src/testing.ts). One list
// for everything that resolves core from source: rollup.config.mjs, vitest.config.ts, the browser harness,
// scripts/cycles.mjs and the lint's import rules.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const coreDir = resolve(root, 'packages/core');
const { exports } = JSON.parse(readFileSync(resolve(coreDir, 'package.json'), 'utf8'));

/** The source file a subpath is built from: its folder's index.ts, else a file of that name. */
const sourceOf = (name) => [resolve(coreDir, 'src', name, 'index.ts'), resolve(coreDir, 'src', `${name}.ts`)].find((file) => existsSync(file));

/** Every entry of @dropins/core: `name` is the subpath ('' for the root), `specifier` what a widget imports. */
export const coreEntries = Object.keys(exports)
  .filter((key) => key !== './package.json')
  .map((key) => {
    const name = key === '.' ? '' : key.slice(2);
    return { name, specifier: name ? `@dropins/core/${name}` : '@dropins/core', source: name ? sourceOf(name) : resolve(coreDir, 'src/index.ts') };
  });

const missing = coreEntries.filter((entry) => !entry.source);
if (missing.length) throw new Error(`@dropins/core exports ${missing.map((e) => e.specifier).join(', ')} with no source file in packages/core/src`);

/** `[specifier, source]` pairs, the root last (an alias list matching by prefix would otherwise take it first). */
export const coreAliases = [...coreEntries.filter((e) => e.name), ...coreEntries.filter((e) => !e.name)].map((e) => [e.specifier, e.source]);
