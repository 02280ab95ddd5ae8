// Only the transport's tests, for `npm run mutate` (Stryker).
import { defineConfig } from 'vitest/config';
import { coreAliases } from './scripts/core-subpaths.mjs';

const exactly = (specifier: string) => new RegExp(`^${specifier.replaceAll('/', '\\/')}$`);

export default defineConfig({
  resolve: { alias: coreAliases.map(([specifier, source]) => ({ find: exactly(specifier), replacement: source })) },
  test: { environment: 'node', include: ['packages/core/test/transport*.test.ts'] },
});
