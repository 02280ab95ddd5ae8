// One definition for every output: each widget's classic script (+ its lazy parts), the shared-runtime ES-module build,
// and each package's npm build. Widgets are discovered from packages/*/package.json ("dropins.widget").
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { rollup } from 'rollup';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { visualizer } from 'rollup-plugin-visualizer';
import MagicString from 'magic-string';
import { documentAccess } from './scripts/document-members.mjs';
import { coreAliases, coreEntries } from './scripts/core-subpaths.mjs';

const root = import.meta.dirname;
const packages = readdirSync(resolve(root, 'packages'))
  .filter((dir) => existsSync(resolve(root, 'packages', dir, 'package.json')))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(resolve(root, 'packages', dir, 'package.json'), 'utf8')) }));
// DROPINS_ONLY=<widget> builds only that widget's classic script (quick loop while working on one widget).
const only = process.env.DROPINS_ONLY;
const widgets = packages.filter((p) => p.pkg.dropins?.widget && (!only || p.dir === only));

const core = (file) => resolve(root, 'packages/core/src', file);
/**
 * `react` in the drop-in bundles: a small module of ours over `preact` and `preact/hooks` with exactly the React API
 * the widgets use (packages/core/src/react-on-preact/), not the whole `preact/compat`. vitest.config.ts uses the same.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: core('react-on-preact/react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: core('react-on-preact/react-dom.ts') },
  { find: /^react$/, replacement: core('react-on-preact/react.ts') },
];
const exactly = (specifier) => new RegExp(`^${specifier.replaceAll('/', '\\/')}$`);
/** Each package from its source: @dropins/core and its subpaths (scripts/core-subpaths.mjs), each widget's index.ts. */
const sourceAliases = [
  ...coreAliases.map(([specifier, source]) => ({ find: exactly(specifier), replacement: source })),
  ...packages.filter(({ dir }) => dir !== 'core').map(({ dir, pkg }) => ({ find: exactly(pkg.name), replacement: resolve(root, 'packages', dir, 'src/index.ts') })),
];

const ts = () => esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'react', tsconfig: resolve(root, 'tsconfig.base.json') });
const minify = (module = true) =>
  terser({ ecma: 2020, module, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true }, format: { comments: false } });
const treeshake = { moduleSideEffects: (id) => !id.includes('/packages/core/src/') };
/**
 * Bundled libraries (Preact) read `document` members from the instance: `document.createElement(…)`,
 * `(el.ownerDocument || document).createTextNode(…)`. A post's `<object id="createElement">` replaces such a member
 * for every script on the page, so in node_modules code each read scripts/document-members.mjs finds is rewritten to
 * go through the prototype, with core's helpers (packages/core/src/clobber.ts):
 *   doc.createTextNode(text)  ->  docCall("createTextNode", doc, text)
 *   doc.documentElement       ->  docProp("documentElement", doc)
 * Our own code calls the same helpers in its source; `node scripts/document-members.mjs` checks the result.
 */
const documentThroughPrototype = () => ({
  name: 'dropins-document-through-prototype',
  transform(code, id) {
    if (!id.includes('/node_modules/') || !/\.m?js$/.test(id)) return null;
    const { direct } = documentAccess(this.parse(code));
    if (!direct.length) return null;
    const out = new MagicString(code);
    for (const { name, node } of direct) {
      if (node.type !== 'MemberExpression') this.error(`document.${name} is destructured in ${id}: rewrite it by hand`);
      const call = node.parent.type === 'CallExpression' && node.parent.callee === node ? node.parent : null;
      // `doc.name(` becomes `docCall("name", doc, ` (`doc.name(` with no arguments: `docCall("name", doc`).
      const open = call ? code.indexOf('(', node.end) + 1 : node.end;
      out.prependLeft(node.object.start, `${call ? '__dropinsDocCall' : '__dropinsDocProp'}(${JSON.stringify(name)}, `);
      out.overwrite(node.object.end, open, call ? (call.arguments.length ? ', ' : '') : ')');
    }
    out.prepend(`import { docProp as __dropinsDocProp, docCall as __dropinsDocCall } from ${JSON.stringify(core('clobber.ts'))};\n`);
    return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
  },
});
const bundled = () => [alias({ entries: [...sourceAliases, ...reactOnPreact] }), nodeResolve({ browser: true }), documentThroughPrototype(), ts()];
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
  warn(warning);
};
const entryOf = (dir) => resolve(root, 'packages', dir, 'src/auto.ts');

/**
 * The loader every classic script starts with (packages/core/src/classic-loader.ts), bundled and minified once.
 * It defines `window.dropinsDefine`, which the script's modules and its lazy files call.
 */
const loaderScript = (file, call) =>
  buildSync({
    stdin: { contents: `import { ${call} } from './${file}'; ${call}(window);`, resolveDir: core('.'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  }).outputFiles[0].text.trim();
const classicLoader = loaderScript('classic-loader', 'installClassicLoader');
/** The WordPress build's variant (packages/core/src/shared-loader.ts), runtime.js's banner. */
const sharedLoader = loaderScript('shared-loader', 'installSharedLoader');

/**
 * dist/<widget>.js: a classic script holding the loader and everything the widget needs at start, one file that works
 * alone. Each dynamic `import()` (dialogs, popups …) becomes a file in dist/<widget>/, fetched by the loader beside the
 * classic script on first use; the modules are written in the AMD shape so a lazy file uses the classic script's own
 * Preact and core (see classic-loader.ts).
 */
export const classicOptions = (dir, input, outDir = 'dist', stats = true) => ({
  input: { [dir]: input },
  onwarn,
  treeshake,
  preserveEntrySignatures: false,
  plugins: [...bundled(), ...(stats ? [visualizer({ filename: `${outDir}/stats/${dir}.html`, template: 'treemap', gzipSize: true })] : [])],
  output: {
    dir: outDir,
    format: 'amd',
    amd: { autoId: true, define: 'dropinsDefine' },
    entryFileNames: '[name].js',
    chunkFileNames: `${dir}/[name]-[hash].js`,
    banner: (chunk) => (chunk.isEntry ? classicLoader : ''),
    // The loader reads the running script's own URL (through the browser's getter: post markup can name an element
    // `currentScript`).
    footer: (chunk) => (chunk.isEntry ? `dropinsDefine.start(${JSON.stringify(dir)});` : ''),
    sourcemap: true,
    plugins: [minify(false)],
  },
});
const classic = widgets.map(({ dir }) => classicOptions(dir, entryOf(dir)));

const SHARED = ['runtime', 'core-extra'];
const isShared = (id) => id.includes('/node_modules/preact/') || id.includes('/packages/core/src/');

/**
 * Which shared chunk each Preact and core module of the ESM build goes to, chosen by which widgets load it at start.
 * A first, unminified pass of the ESM build shows which modules each widget entry loads at start (its static imports,
 * after tree-shaking, so a widget importing `Modal` from core's index only in a lazy file does not count):
 *   runtime.js:    what `boot` needs (core's runtime.ts and the modules it imports) and the other core modules every
 *                  widget loads at start (config readers …): every page loads them all, so in one file;
 *   core-extra.js: core modules loaded at start by more than one widget but not all, or by one widget at start and
 *                  by a lazy part of another;
 *   Preact goes with runtime.js only when some widget renders with it at start; otherwise it is a chunk of its own,
 *   fetched with the first lazy part that renders (a dialog, a popup, the email-check indicator);
 *   a core module only one widget uses stays in that widget's own chunk, and one only lazy parts use stays with
 *   them (a chunk fetched on first use).
 */
async function sharedChunks(input) {
  const bundle = await rollup({ input, onwarn: () => {}, treeshake, plugins: bundled(), cache: true });
  const { output } = await bundle.generate({ format: 'es' });
  const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const reach = (file, keys, seen = new Set([file])) => {
    for (const dep of keys.flatMap((k) => chunks.get(file)[k])) if (!seen.has(dep)) reach(dep, keys, seen.add(dep));
    return seen;
  };
  const startUsers = new Map();
  const allUsers = new Map();
  const add = (map, id, entry) => map.set(id, new Set(map.get(id)).add(entry));
  for (const entry of [...chunks.values()].filter((c) => c.isEntry)) {
    const start = reach(entry.fileName, ['imports']);
    for (const file of reach(entry.fileName, ['imports', 'dynamicImports'])) {
      for (const id of Object.keys(chunks.get(file).modules).filter(isShared)) {
        if (start.has(file)) add(startUsers, id, entry.name);
        add(allUsers, id, entry.name);
      }
    }
  }
  const runtime = new Set();
  const bootModules = (id) => {
    if (runtime.has(id)) return;
    runtime.add(id);
    for (const dep of bundle.cache.modules.find((m) => m.id === id).dependencies) bootModules(dep);
  };
  bootModules(core('runtime.ts'));
  const groups = new Map();
  for (const [id, users] of startUsers) {
    if (id.includes('/node_modules/preact/') || runtime.has(id)) groups.set(id, 'runtime');
    else if (users.size === Object.keys(input).length) groups.set(id, 'runtime');
    else if (allUsers.get(id).size > 1) groups.set(id, 'core-extra');
  }
  await bundle.close();
  return groups;
}

/** Writes dist/esm/manifest.json: each widget's entry, the chunks it loads at start and those it may load later. */
const manifest = () => ({
  name: 'dropins-manifest',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (files, key, seen = new Set()) => {
      for (const file of files) for (const dep of byFile.get(file)?.[key] ?? []) if (!seen.has(dep)) closure([dep], key, seen.add(dep));
      return seen;
    };
    const out = {};
    for (const c of chunks.filter((chunk) => chunk.isEntry)) {
      const start = closure([c.fileName], 'imports');
      const reachable = new Set([c.fileName, ...start]);
      // Lazy: every chunk a dynamic import (of the entry or of any chunk reached so far) can bring in, with its imports.
      for (let grew = true; grew; ) {
        grew = false;
        for (const dep of closure([...reachable], 'dynamicImports')) {
          for (const f of [dep, ...closure([dep], 'imports')]) if (!reachable.has(f)) grew = reachable.add(f) !== null;
        }
      }
      const lazy = [...reachable].filter((f) => f !== c.fileName && !start.has(f));
      out[c.name] = { file: c.fileName, imports: [...start].sort(), lazy: lazy.sort() };
    }
    out['@shared'] = chunks.filter((c) => !c.isEntry && SHARED.includes(c.name)).map((c) => c.fileName).sort();
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(out, null, 2) });
  },
});

/**
 * dist/esm/: several widgets on one page share one runtime. At most two shared chunks at start (runtime.js,
 * core-extra.js, see sharedChunks); every dynamic import is a chunk of its own, fetched on first use.
 */
const groupsByInput = new Map();
export const esmOptions = async (input, outDir = 'dist/esm', stats = true) => {
  // One first pass for both builds that share the split (dist/esm/ and dist/wp/).
  const key = JSON.stringify(input);
  if (!groupsByInput.has(key)) groupsByInput.set(key, sharedChunks(input));
  const groups = await groupsByInput.get(key);
  return {
    input,
    onwarn,
    treeshake,
    preserveEntrySignatures: false,
    plugins: [...bundled(), manifest(), ...(stats ? [visualizer({ filename: 'dist/stats/esm.html', template: 'treemap', gzipSize: true })] : [])],
    output: {
      dir: outDir,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (SHARED.includes(chunk.name) ? '[name].js' : '[name]-[hash].js'),
      manualChunks: (id) => groups.get(id),
      plugins: [minify()],
    },
  };
};

/**
 * dist/wp/: the WordPress plugin's default build. The ESM build's chunks (the same split, see sharedChunks) written
 * as classic scripts in the AMD shape, so every widget script on a page shares one runtime, as WordPress's own
 * packages share `wp-element`: runtime.js carries the loader (packages/core/src/classic-loader.ts) and the core every
 * widget boots with, core-extra.js what several widgets share; the plugin registers them as script handles the widget
 * handles depend on (from dist/wp/manifest.json, the same shape as dist/esm/manifest.json), so WordPress prints them
 * first, once (runtime.js starts with the loader's shared variant, shared-loader.ts), with loader-queue.js inline before runtime.js. Lazy parts are fetched beside them on first use. Ids start with `wp/` so these modules never mix with
 * a standalone dist/<widget>.js on the same page. dist/<widget>.js stays the one-tag drop-in that works alone.
 */
export const wpOptions = async (input, outDir = 'dist/wp', stats = true) => {
  const esm = await esmOptions(input, outDir, false);
  // loader-queue.js: the plugin prints it inline before runtime.js (see installLoaderQueue).
  const queue = {
    name: 'dropins-loader-queue',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'loader-queue.js', source: loaderScript('loader-queue', 'installLoaderQueue') + '\n' });
    },
  };
  return {
    ...esm,
    plugins: [...esm.plugins, queue, ...(stats ? [visualizer({ filename: 'dist/stats/wp.html', template: 'treemap', gzipSize: true })] : [])],
    output: {
      ...esm.output,
      format: 'amd',
      amd: { autoId: true, basePath: 'wp', define: 'dropinsDefine' },
      banner: (chunk) => (chunk.name === 'runtime' && !chunk.isEntry ? sharedLoader : ''),
      footer: (chunk) => (chunk.isEntry ? `dropinsDefine.start(${JSON.stringify(`wp/${chunk.name}`)});` : ''),
      plugins: [minify(false)],
    },
  };
};

/**
 * The files of a package's npm build: index.js and auto.js of a widget; for core, one file per entry of its
 * package.json "exports" (index.js, ui.js, transport.js …, testing.js), what they share in shared-*.js chunks.
 */
const npmInput = (dir) =>
  dir === 'core'
    ? Object.fromEntries(coreEntries.map(({ name, source }) => [name || 'index', source]))
    : Object.fromEntries(['index', 'auto'].filter((n) => existsSync(resolve(root, 'packages', dir, `src/${n}.ts`))).map((n) => [n, resolve(root, 'packages', dir, `src/${n}.ts`)]));

/** packages/<name>/dist/: the npm build, with react and @dropins/* left as imports (real React works). */
const npm = packages.map(({ dir }) => ({
  input: npmInput(dir),
  onwarn,
  external: (id) => /^(react|react-dom|preact)(\/|$)/.test(id) || id.startsWith('@dropins/'),
  plugins: [nodeResolve(), ts()],
  output: { dir: `packages/${dir}/dist`, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'shared-[hash].js' },
}));

// DROPINS_ESM_DIR=<dir> builds only the ESM build, into <dir> (measure a widget's chunk without touching dist/).
const esmDir = process.env.DROPINS_ESM_DIR;
export default async () => {
  const esmInput = Object.fromEntries(widgets.map(({ dir }) => [dir, entryOf(dir)]));
  if (esmDir) return esmOptions(esmInput, esmDir, false);
  return only ? classic : [...classic, await esmOptions(esmInput), await wpOptions(esmInput), ...npm];
};
