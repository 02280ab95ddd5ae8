/**
 * The module loader inside every classic script (`dist/<widget>.js`).
 *
 * A classic script is the widget's eager code plus this loader; its lazy parts (dialogs, popups, lightboxes …) are
 * separate files in `dist/<widget>/`, fetched with a plain `<script>` tag the first time the widget asks for them.
 * Rollup writes every part in the AMD shape (`dropinsDefine(id, deps, factory)`), so a lazy part gets the very module
 * objects the eager part already runs (one Preact, one core), instead of bringing copies of its own.
 *
 * Ids are file paths without `.js`, relative to the folder the classic script was served from: `storefront` is
 * `dist/storefront.js`, `storefront/modal-Ab12` is `dist/storefront/modal-Ab12.js`. The folder is taken from
 * `document.currentScript.src` when the classic script runs, so `dist/` can be deployed anywhere.
 *
 * Post content can name elements after globals (`<a id="dropinsDefine">`, `<img name="currentScript">`): an existing
 * `window.dropinsDefine` is joined only when it is a function carrying our marker, `currentScript` is read through the
 * browser's own getter and trusted only as a script element, and a lazy file is fetched only from the classic
 * script's own folder (same origin, under its path); without a script URL, lazy parts are refused.
 *
 * Not part of `@dropins/core`'s API: the build bundles it (rollup.config.mjs) as the classic scripts' banner.
 */

import { docProp, runningScript } from './clobber';

type Factory = (...deps: unknown[]) => void;
type LocalRequire = (ids: string[], onLoad: (...modules: unknown[]) => void, onError: (error: unknown) => void) => void;

interface ModuleRecord {
  deps: string[];
  factory: Factory;
  exports?: Record<string, unknown>;
}

export interface ClassicLoader {
  /**
   * Registers a module; a second definition of the same id (a script loaded twice) is ignored. Rollup leaves `deps`
   * out when a module has none.
   */
  (id: string, deps: string[] | Factory, factory?: Factory): void;
  /**
   * Runs a classic script's entry module, remembering the URL its lazy parts are fetched beside: `scriptUrl`, or the
   * running script element's own `src` when it is left out (what the build's footer does).
   */
  start(id: string, scriptUrl?: string): void;
  readonly [LOADER]?: true;
}

/** Our marker on the loader (a symbol: no markup can carry it), shared by every classic script on the page. */
const LOADER = Symbol.for('dropins.loader');

declare global {
  interface Window {
    dropinsDefine?: ClassicLoader;
  }
}

/** `../core` seen from `storefront/modal` is `core`; ids without a leading dot are already absolute. */
export function resolveId(from: string, dep: string): string {
  if (!dep.startsWith('.')) return dep;
  const parts = from.split('/').slice(0, -1);
  for (const segment of dep.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function createLoader(doc: Document): ClassicLoader {
  const modules = new Map<string, ModuleRecord>();
  const loading = new Map<string, Promise<void>>();
  /** Entry id (the first path segment of every id it loads) → URL of its classic script. */
  const scriptUrls = new Map<string, string>();
  let nonce = '';

  const dependencies = (id: string, record: ModuleRecord) =>
    record.deps.filter((d) => d !== 'require' && d !== 'exports').map((d) => resolveId(id, d));

  /** Fetches a module file (once) and then, in turn, every module it depends on. */
  function fetchModule(id: string): Promise<void> {
    let pending = loading.get(id);
    if (!pending) {
      pending = (modules.has(id) ? Promise.resolve() : inject(id)).then(() => {
        const record = modules.get(id);
        if (!record) throw new Error(`[dropins] ${id}.js did not define ${id}`);
        return Promise.all(dependencies(id, record).map(fetchModule)).then(() => undefined);
      });
      loading.set(id, pending);
      pending.catch(() => loading.delete(id));
    }
    return pending;
  }

  function inject(id: string): Promise<void> {
    const src = lazyUrl(id, scriptUrls.get(id.split('/')[0]));
    if (!src) return Promise.reject(new Error(`[dropins] ${id}.js is not beside its classic script; not loaded`));
    return new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`[dropins] could not load ${script.src}`));
      (docProp('head', doc) ?? doc.documentElement).appendChild(script);
    });
  }

  function localRequire(from: string): LocalRequire {
    return (ids, onLoad, onError) => {
      const resolved = ids.map((d) => resolveId(from, d));
      Promise.all(resolved.map(fetchModule))
        .then(() => onLoad(...resolved.map(evaluate)))
        .catch(onError);
    };
  }

  /** Runs a module's factory once, its dependencies first; returns its exports. */
  function evaluate(id: string): Record<string, unknown> {
    const record = modules.get(id);
    if (!record) throw new Error(`[dropins] module ${id} is not loaded`);
    if (record.exports) return record.exports;
    const exports: Record<string, unknown> = {};
    record.exports = exports;
    const args = record.deps.map((d) => (d === 'exports' ? exports : d === 'require' ? localRequire(id) : evaluate(resolveId(id, d))));
    record.factory(...args);
    return exports;
  }

  const define = ((id: string, deps: string[] | Factory, factory?: Factory) => {
    if (modules.has(id)) return;
    if (typeof deps === 'function') modules.set(id, { deps: [], factory: deps });
    else if (factory) modules.set(id, { deps, factory });
  }) as ClassicLoader;
  define.start = (id, scriptUrl) => {
    const current = runningScript(doc);
    const url = scriptUrl ?? current?.src ?? '';
    if (url && !scriptUrls.has(id)) scriptUrls.set(id, url);
    // The running classic script's nonce, for pages whose Content-Security-Policy asks for one.
    if (!nonce && current?.nonce) nonce = current.nonce;
    evaluate(id);
  };
  Object.defineProperty(define, LOADER, { value: true });
  return define;
}

/**
 * The URL of lazy file `id` beside its classic script, or null when it would leave the script's folder (another
 * origin, or above the folder) or there is no script URL to go by.
 * @example lazyUrl('shop/modal-Ab12', 'https://cdn.test/dropins/shop.js?ver=3') // 'https://cdn.test/dropins/shop/modal-Ab12.js'
 */
export function lazyUrl(id: string, scriptUrl: string | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    const script = new URL(scriptUrl);
    const url = new URL(`${id}.js`, script);
    const folder = script.pathname.slice(0, script.pathname.lastIndexOf('/') + 1);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === script.origin && url.pathname.startsWith(folder);
    return ok ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `value` is a loader installed by one of our classic scripts (not `<a id="dropinsDefine">`). */
export function isClassicLoader(value: unknown): value is ClassicLoader {
  return typeof value === 'function' && (value as ClassicLoader)[LOADER] === true;
}

/** Installs the loader as `window.dropinsDefine` unless another classic script already did. */
export function installClassicLoader(win: Window): ClassicLoader {
  const existing = win.dropinsDefine;
  const loader = isClassicLoader(existing) ? existing : createLoader(win.document);
  // An own property of window shadows a same-named element for the bare `dropinsDefine(...)` calls of every part.
  win.dropinsDefine = loader;
  return loader;
}
