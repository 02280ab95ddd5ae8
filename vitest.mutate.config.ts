// Only the transport's tests, for `npm run mutate` (Stryker).
import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';

export default defineConfig({
  resolve: { alias: [{ find: /^@dropins\/core$/, replacement: resolve(import.meta.dirname, 'packages/core/src/index.ts') }] },
  test: { environment: 'node', include: ['packages/core/test/transport*.test.ts'] },
});
