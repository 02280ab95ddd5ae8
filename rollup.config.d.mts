// Types for the builders rollup.config.mjs exports (used by test/lazy-parts.browser.test.ts).
import type { RollupOptions } from 'rollup';

/** A classic script `<outDir>/<name>.js` and its lazy parts in `<outDir>/<name>/`. */
export function classicOptions(name: string, input: string, outDir?: string, stats?: boolean): RollupOptions & { output: import('rollup').OutputOptions };
/** The shared-runtime ES-module build of `input` (entry name → file) into `outDir`. */
export function esmOptions(input: Record<string, string>, outDir?: string, stats?: boolean): Promise<RollupOptions & { output: import('rollup').OutputOptions }>;
declare const config: () => Promise<RollupOptions | RollupOptions[]>;
export default config;
