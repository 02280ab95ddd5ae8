import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { coreEntries } from './scripts/core-subpaths.mjs';

// The architecture rules of the README ("Rules every change keeps"), kept by the lint. Import circles (type imports
// included) are checked by scripts/cycles.mjs, which `npm run lint` and `npm test` run after ESLint.
const packages = readdirSync(new URL('./packages', import.meta.url)).filter((d) => existsSync(new URL(`./packages/${d}/package.json`, import.meta.url)));
const widgets = packages.filter((d) => d !== 'core');
const src = (pkg) => [`packages/${pkg}/src/**/*.{ts,tsx}`];
const widgetSources = widgets.flatMap(src);
const FAMILIES = 'packages/builder-modules/src/families';

/** An import that reaches into another package by a relative path (`../../core/src/...`). */
const intoPackage = (names) => ({
  regex: `^(\\.\\./)+(packages/)?(${names.join('|')})/`,
  message: 'Another package is reached through its npm name (@dropins/core), never by a relative path.',
});
const IMPORTS = {
  otherWidget: { group: ['@dropins/*', '!@dropins/core', '!@dropins/core/*'], message: 'Widgets never import each other: a helper two widgets need lives in core.' },
  anyWidget: { group: ['@dropins/*'], message: 'core never imports a widget.' },
  otherFamily: { regex: '^\\.\\./[^./][^/]*/', message: 'Builder families never import each other: what two families share lives in shared/.' },
  pageState: { regex: '^(\\.\\./)+page/', message: 'A family reads page-level state from the PageContext the loader gives its factory, not from page/.' },
};

/**
 * Core is reached through its entries only: `@dropins/core` and its subpaths (package.json "exports"), never a file
 * of its src/ or dist/. A name a subpath exports, imported from the root, is told where it lives.
 */
const subpaths = coreEntries.filter((entry) => entry.name && entry.name !== 'testing');
const CORE_FILE = {
  group: ['@dropins/*/src', '@dropins/*/src/**', '@dropins/*/dist', '@dropins/*/dist/**'],
  message: `A package is imported through its entries (for core: @dropins/core, ${subpaths.map((e) => e.specifier).join(', ')}), never a file of it.`,
};
const exportedNames = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((name) => name.trim().split(/\s+as\s+/).pop()).filter(Boolean));
const FROM_SUBPATH = subpaths.map((entry) => ({
  name: '@dropins/core',
  importNames: exportedNames(entry.source),
  message: `Import it from ${entry.specifier}.`,
}));
const restrictedImports = (...patterns) => ({ 'no-restricted-imports': ['error', { paths: FROM_SUBPATH, patterns: [CORE_FILE, ...patterns] }] });

/** Calls that query the whole document instead of the widget's own element. */
const QUERIES = 'querySelector|querySelectorAll|getElementById|getElementsByClassName|getElementsByTagName|getElementsByName';
const DOCUMENT = `(document|ownerDocument)`;
const WHOLE_DOCUMENT = [
  {
    selector: `CallExpression > MemberExpression.callee[property.name=/^(${QUERIES})$/]:matches([object.name=/^${DOCUMENT}$/], [object.property.name=/^${DOCUMENT}$/], [object.property.name=/^(body|documentElement)$/][object.object.name=/^${DOCUMENT}$/], [object.property.name=/^(body|documentElement)$/][object.object.property.name=/^${DOCUMENT}$/])`,
    message: 'Widgets never query the whole document: query inside the element they mount on.',
  },
];
/** HTML sinks: server strings become markup only through core's sanitizer (sanitizeHTML, setHTML). */
const HTML_SINKS = [
  { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]', message: "HTML goes in only through core's sanitizer (setHTML, sanitizeHTML)." },
  { selector: 'Property[key.name=/^(innerHTML|outerHTML|srcdoc)$/]', message: "HTML goes in only through core's sanitizer (setHTML, sanitizeHTML)." },
  { selector: 'CallExpression > MemberExpression.callee[property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString|setHTMLUnsafe|parseHTMLUnsafe)$/]', message: "HTML is parsed only by core's sanitizer." },
  { selector: 'NewExpression[callee.name="DOMParser"]', message: "HTML is parsed only by core's sanitizer." },
  { selector: 'CallExpression > MemberExpression.callee[object.name="document"][property.name=/^(write|writeln)$/]', message: 'No document.write: HTML goes in only through core\'s sanitizer.' },
  { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: "HTML goes in only through core's sanitizer." },
];
/**
 * Page-lifetime state lives in core's page-state.ts (`pageResource`, `pageResources`, `sharedObserver`): created on
 * first use, with its reset beside it. A module's top level holds no `let` and no collection meant to be filled;
 * a fixed lookup table is typed `ReadonlySet` / `ReadonlyMap`.
 */
const TOP_LEVEL = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration';
const PAGE_STATE_MESSAGE = "Page-lifetime state lives in core's pageResource (or sharedObserver), never in a top-level variable.";
const PAGE_STATE = [
  { selector: `${TOP_LEVEL}[kind="let"]`, message: PAGE_STATE_MESSAGE },
  {
    selector: `${TOP_LEVEL} > VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Set|Map)$/]) > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]`,
    message: PAGE_STATE_MESSAGE,
  },
  { selector: `${TOP_LEVEL} > VariableDeclarator > ArrayExpression.init[elements.length=0]`, message: PAGE_STATE_MESSAGE },
  { selector: `${TOP_LEVEL} > VariableDeclarator > ObjectExpression.init[properties.length=0]`, message: PAGE_STATE_MESSAGE },
];
/** The network: only through core's transport (createTransport), which knows nonces, retries and errors. */
const NETWORK = {
  globals: ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({ name, message: "Widgets reach the network only through core's transport (createTransport)." })),
  properties: [
    { object: 'navigator', property: 'sendBeacon', message: "Widgets reach the network only through core's transport (createTransport, beacon: true)." },
    { object: 'window', property: 'fetch', message: "Widgets reach the network only through core's transport (createTransport)." },
    { object: 'globalThis', property: 'fetch', message: "Widgets reach the network only through core's transport (createTransport)." },
  ],
};
/**
 * Length limits, in code lines (blank lines and comments not counted): a file of at most 150, a function of at most
 * 80 (nested functions count in their parent's lines), so that each reads in one sitting. Three factories whose
 * closures are the object they return hold at 110: core's createTransport and createRegistry, consent-bar's
 * createInjector.
 */
const LENGTHS = {
  'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
  'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.stryker-tmp/**', '.sizeprobe/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', process: 'readonly', URL: 'readonly', URLSearchParams: 'readonly',
        Buffer: 'readonly', fetch: 'readonly', navigator: 'readonly', location: 'readonly', requestAnimationFrame: 'readonly',
        queueMicrotask: 'readonly', AbortController: 'readonly', performance: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-control-regex': 'off',
      // `== null` stays: it says "null or undefined" in one comparison.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },

  // Source of every package: length limits.
  { files: packages.flatMap(src), rules: LENGTHS },
  { files: ['packages/core/src/transport/transport.ts', 'packages/core/src/registry.ts', 'packages/consent-bar/src/injector.ts'], rules: { 'max-lines-per-function': ['error', { max: 110, skipBlankLines: true, skipComments: true, IIFEs: true }] } },

  // core: never imports a widget; page-lifetime state only in page-state.ts.
  { files: src('core'), rules: restrictedImports(IMPORTS.anyWidget, intoPackage(widgets)) },
  { files: src('core'), ignores: ['packages/core/src/page-state.ts'], rules: { 'no-restricted-syntax': ['error', ...PAGE_STATE] } },

  // Widgets: no other widget, no whole-document queries, HTML only through the sanitizer, network only through the transport.
  {
    files: widgetSources,
    rules: {
      ...restrictedImports(IMPORTS.otherWidget, intoPackage(packages)),
      'no-restricted-syntax': ['error', ...WHOLE_DOCUMENT, ...HTML_SINKS, ...PAGE_STATE],
      'no-restricted-globals': ['error', ...NETWORK.globals],
      'no-restricted-properties': ['error', ...NETWORK.properties],
    },
  },
  // Builder families: besides, no other family and no page-level state.
  { files: [`${FAMILIES}/**/*.{ts,tsx}`], rules: restrictedImports(IMPORTS.otherWidget, intoPackage(packages), IMPORTS.otherFamily, IMPORTS.pageState) },

  // Tests, benches and examples: core through its entries too.
  { files: ['packages/*/test/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.{ts,mjs}', 'examples/**/*.{ts,tsx,mjs}'], rules: restrictedImports() },

  // antispam-signals hooks the page's own requests (it wraps fetch and XMLHttpRequest to add its field, as
  // CleanTalk's script does): it names them, it does not call the network with them.
  { files: ['packages/antispam-signals/src/watch-requests.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  // consent-bar's script loader captures document.write of the scripts it loads (GDPR's injector does too).
  { files: ['packages/consent-bar/src/injector.ts'], rules: { 'no-restricted-syntax': ['error', ...WHOLE_DOCUMENT, ...HTML_SINKS.filter((s) => !s.selector.includes('writeln')), ...PAGE_STATE] } },
);
