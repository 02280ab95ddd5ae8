// One definition for every output: each widget's classic script (IIFE), the shared-runtime ES-module build,
// and each package's npm build. Widgets are discovered from packages/*/package.json ("dropins.widget").
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { visualizer } from 'rollup-plugin-visualizer';

const root = import.meta.dirname;
const packages = readdirSync(resolve(root, 'packages'))
  .filter((dir) => existsSync(resolve(root, 'packages', dir, 'package.json')))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(resolve(root, 'packages', dir, 'package.json'), 'utf8')) }));
// DROPINS_ONLY=<widget> builds only that widget's classic script (quick loop while working on one widget).
const only = process.env.DROPINS_ONLY;
const widgets = packages.filter((p) => p.pkg.dropins?.widget && (!only || p.dir === only));

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const sourceAliases = packages.map(({ dir, pkg }) => ({
  find: new RegExp(`^${pkg.name.replace('/', '\\/')}$`),
  replacement: resolve(root, 'packages', dir, 'src/index.ts'),
}));

const ts = () => esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'react', tsconfig: resolve(root, 'tsconfig.base.json') });
const minify = () =>
  terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true }, format: { comments: false } });
const treeshake = { moduleSideEffects: (id) => !id.includes('/packages/core/src/') };
const bundled = () => [alias({ entries: [...sourceAliases, ...preactAliases] }), nodeResolve({ browser: true }), ts()];
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
  warn(warning);
};

/** dist/<widget>.js: a minified classic script that carries everything it needs. */
const iife = widgets.map(({ dir, pkg }) => ({
  input: resolve(root, 'packages', dir, 'src/auto.ts'),
  onwarn,
  treeshake,
  plugins: [...bundled(), visualizer({ filename: `dist/stats/${dir}.html`, template: 'treemap', gzipSize: true })],
  output: {
    file: `dist/${dir}.js`,
    format: 'iife',
    inlineDynamicImports: true,
    name: pkg.dropins.global ?? undefined,
    sourcemap: true,
    plugins: [minify()],
  },
}));

const CORE = /\/packages\/core\/src\//;
/** The chunk an optional core module goes to: its file name without a suffix (transport-wire.ts → transport). */
const coreChunk = (id) => CORE.test(id) && basename(id).replace(/(-(wire|refresh|types))?\.tsx?$/, '');
const RUNTIME_CORE = /\/packages\/core\/src\/(widget|errors|context|registry|schema|runtime|config|ui\/root)\.tsx?$/;

/** Writes dist/esm/manifest.json: each widget's entry and the chunks it imports, for the size budgets. */
const manifest = () => ({
  name: 'dropins-manifest',
  generateBundle(_options, bundle) {
    let chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    // A core file only re-exported or tree-shaken away still gets its manual chunk; nothing imports it: drop it.
    const imported = new Set(chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]));
    for (const c of chunks) {
      if (c.isEntry || imported.has(c.fileName)) continue;
      delete bundle[c.fileName];
      delete bundle[c.fileName + '.map'];
    }
    chunks = chunks.filter((c) => bundle[c.fileName]);
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (file, seen = new Set()) => {
      for (const dep of byFile.get(file)?.imports ?? []) if (!seen.has(dep)) closure(dep, seen.add(dep));
      return seen;
    };
    const out = {};
    for (const c of chunks) if (c.isEntry) out[c.name] = { file: c.fileName, imports: [...closure(c.fileName)] };
    // Chunks holding only core code (besides runtime.js): core loaded on demand, measured in its own size row.
    out['@core'] = chunks.filter((c) => !c.isEntry && c.name !== 'runtime' && Object.keys(c.modules).every((m) => CORE.test(m))).map((c) => c.fileName).sort();
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(out, null, 2) });
  },
});

/** dist/esm/: several widgets on one page share one runtime chunk (Preact + core). */
const esm = {
  input: Object.fromEntries(widgets.map(({ dir }) => [dir, resolve(root, 'packages', dir, 'src/auto.ts')])),
  onwarn,
  treeshake,
  plugins: [...bundled(), manifest(), visualizer({ filename: 'dist/stats/esm.html', template: 'treemap', gzipSize: true })],
  output: {
    dir: 'dist/esm',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    // runtime.js = Preact (via compat) + the core every widget needs. The heavier, optional parts of core
    // (transport, sanitizer, modal, popup, lightbox) go into chunks of their own, shared by the widgets using them.
    // Optional core parts get chunks of their own even when one widget uses them: they are core, not that widget's code.
    manualChunks: (id) => (id.includes('/node_modules/preact/') || RUNTIME_CORE.test(id) ? 'runtime' : coreChunk(id) || undefined),
    plugins: [minify()],
  },
};

/** packages/<name>/dist/: the npm build, with react and @dropins/* left as imports (real React works). */
const npm = packages.map(({ dir }) => ({
  input: Object.fromEntries(
    ['index', 'auto'].filter((n) => existsSync(resolve(root, 'packages', dir, `src/${n}.ts`))).map((n) => [n, resolve(root, 'packages', dir, `src/${n}.ts`)]),
  ),
  onwarn,
  external: (id) => /^(react|react-dom|preact)(\/|$)/.test(id) || id.startsWith('@dropins/'),
  plugins: [nodeResolve(), ts()],
  output: { dir: `packages/${dir}/dist`, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'shared-[hash].js' },
}));

// DROPINS_ESM_DIR=<dir> builds only the ESM build, into <dir> (measure a widget's chunk without touching dist/).
const esmDir = process.env.DROPINS_ESM_DIR;
if (esmDir) {
  esm.output.dir = esmDir;
  esm.plugins = esm.plugins.filter((p) => p.name !== 'visualizer');
}
export default esmDir ? esm : only ? iife : [...iife, esm, ...npm];
