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
 * The WordPress build (`dist/wp/`) uses the same loader with one runtime for every widget: `wp/runtime` (which carries
 * this loader), `wp/core-extra` and `wp/<widget>` are scripts the plugin prints in that order; each widget's id is one
 * folder deep, so its lazy part `wp/modal-Ab12` is `dist/wp/modal-Ab12.js`, beside it. When a shared part a widget
 * needs at start was not printed, or a widget script ran before them, shared-loader.ts (the wrapper runtime.js carries)
 * waits for them or fetches them from there.
 *
 * Post content can name elements after globals (`<a id="dropinsDefine">`, `<img name="currentScript">`): an existing
 * `window.dropinsDefine` is joined only when it is a function carrying our marker, `currentScript` is read through the
 * browser's own getter and trusted only as a script element, and a lazy file is fetched only from the classic
 * script's own folder (same origin, under its path); without a script URL, lazy parts are refused.
 *
 * Not part of `@dropins/core`'s API: the build bundles it (rollup.config.mjs) as the classic scripts' banner.
 */

import { docProp, docCreate } from './clobber';
import { runningScript } from './running-script';
import { dependencyIds, lazyUrl, resolveId } from './loader-urls';

export { lazyUrl, resolveId };

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

export function createLoader(doc: Document): ClassicLoader {
  const modules = new Map<string, ModuleRecord>();
  const loading = new Map<string, Promise<void>>();
  /** First path segment of every id an entry loads → the entry's id and the URL of its script. */
  const scriptUrls = new Map<string, { entry: string; url: string }>();
  let nonce = '';

  /** Fetches a module file (once) and then, in turn, every module it depends on. */
  function fetchModule(id: string): Promise<void> {
    let pending = loading.get(id);
    if (!pending) {
      pending = (modules.has(id) ? Promise.resolve() : inject(id)).then(() => {
        const record = modules.get(id);
        if (!record) throw new Error(`[dropins] ${id}.js did not define ${id}`);
        return Promise.all(dependencyIds(id, record.deps).map(fetchModule)).then(() => undefined);
      });
      loading.set(id, pending);
      pending.catch(() => loading.delete(id));
    }
    return pending;
  }

  function inject(id: string): Promise<void> {
    const script = scriptUrls.get(id.split('/')[0]);
    const src = lazyUrl(id, script?.url, script?.entry);
    if (!src) return Promise.reject(new Error(`[dropins] ${id}.js is not beside its classic script; not loaded`));
    return injectScript(doc, src, nonce);
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
    const key = id.split('/')[0];
    if (url && !scriptUrls.has(key)) scriptUrls.set(key, { entry: id, url });
    // The running classic script's nonce, for pages whose Content-Security-Policy asks for one.
    if (!nonce && current?.nonce) nonce = current.nonce;
    evaluate(id);
  };

  markLoader(define);
  return define;
}

/** Appends a `<script>` for `src` to the head; settles when it has loaded or failed. */
function injectScript(doc: Document, src: string, nonce: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = docCreate('script', doc);
    script.src = src;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`[dropins] could not load ${script.src}`));
    (docProp('head', doc) ?? docProp('documentElement', doc)).appendChild(script);
  });
}


/** Puts our marker on a loader (shared-loader.ts wraps this one). */
export const markLoader = (loader: ClassicLoader) => Object.defineProperty(loader, LOADER, { value: true });

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
