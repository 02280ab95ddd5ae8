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
 * Not part of `@dropins/core`'s API: the build bundles it (rollup.config.mjs) as the classic scripts' banner.
 */

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
  /** Runs a classic script's entry module, remembering the URL its lazy parts are fetched beside. */
  start(id: string, scriptUrl: string): void;
}

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
    const base = scriptUrls.get(id.split('/')[0]) ?? doc.baseURI;
    return new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = new URL(`${id}.js`, base).href;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`[dropins] could not load ${script.src}`));
      doc.head.appendChild(script);
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
    if (scriptUrl && !scriptUrls.has(id)) scriptUrls.set(id, scriptUrl);
    // The running classic script's nonce, for pages whose Content-Security-Policy asks for one.
    const current = doc.currentScript as HTMLScriptElement | null;
    if (!nonce && current?.nonce) nonce = current.nonce;
    evaluate(id);
  };
  return define;
}

/** Installs the loader as `window.dropinsDefine` unless another classic script already did. */
export function installClassicLoader(win: Window): ClassicLoader {
  const loader = win.dropinsDefine ?? createLoader(win.document);
  win.dropinsDefine = loader;
  return loader;
}
