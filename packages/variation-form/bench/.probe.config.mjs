import { resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
const root = '/work/main';
const RUNTIME_CORE = /\/packages\/core\/src\/(widget|errors|context|registry|schema|observer|runtime|config|events|announce|cookies|storage|cookie-modes|url|form|ui\/root|ui\/style)\.tsx?$/;
export default {
  input: { 'variation-form': resolve(root, 'packages/variation-form/src/auto.ts'), other: resolve(root, 'packages/variation-form/bench/.other.ts') },
  plugins: [alias({ entries: [
    { find: /^@dropins\/core$/, replacement: resolve(root, 'packages/core/src/index.ts') },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' }]}), nodeResolve({ browser: true, rootDir: root }),
    esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'react', tsconfig: resolve(root, 'tsconfig.base.json') })],
  output: { dir: '/tmp/vfprobe/out', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js',
    manualChunks: (id) => (id.includes('/node_modules/preact/') || RUNTIME_CORE.test(id) ? 'runtime' : undefined),
    plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2, pure_getters: true }, format: { comments: false } })] },
};
