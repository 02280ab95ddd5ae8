// @dropins/core's entries as a consumer meets them: package.json "exports" names, for each subpath, the built file
// and the declarations the build writes from that subpath's source; and each name lives in one entry only, so an
// import from the wrong entry fails instead of silently working.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { coreEntries } from '../../../scripts/core-subpaths.mjs';

const coreDir = resolve(import.meta.dirname, '..');
const { exports } = JSON.parse(readFileSync(resolve(coreDir, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; import: string }> };

describe('@dropins/core entries', () => {
  it('has the root, the testing hooks and the subpaths a widget author looks for', () => {
    expect(coreEntries.map((e) => e.specifier).sort()).toEqual(
      ['@dropins/core', '@dropins/core/dom', '@dropins/core/safety', '@dropins/core/storage', '@dropins/core/testing', '@dropins/core/transport', '@dropins/core/ui'].sort(),
    );
  });

  it('points each export at the file the npm build writes and the declarations of its source', () => {
    for (const { name, source } of coreEntries) {
      const declared = exports[name ? `./${name}` : '.'];
      expect(declared.import).toBe(`./dist/${name || 'index'}.js`);
      expect(declared.types).toBe(`./dist/types/${relative(resolve(coreDir, 'src'), source).replace(/\.ts$/, '.d.ts')}`);
    }
  });

  it('exports each name from one entry only', async () => {
    const homes = new Map<string, string[]>();
    for (const { specifier } of coreEntries.filter((e) => e.name !== 'testing')) {
      for (const name of Object.keys(await import(/* @vite-ignore */ specifier))) homes.set(name, [...(homes.get(name) ?? []), specifier]);
    }
    expect([...homes].filter(([, where]) => where.length > 1)).toEqual([]);
    expect(homes.get('boot')).toEqual(['@dropins/core']);
    expect(homes.get('createTransport')).toEqual(['@dropins/core/transport']);
    expect(homes.get('Modal')).toEqual(['@dropins/core/ui']);
  });
});
