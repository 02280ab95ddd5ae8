// The classic scripts' module loader (classic-loader.ts) on a fake page: the entry runs at once, a lazy part is
// fetched beside the classic script on first use, once, with the script's nonce, and runs on the entry's modules.
import { describe, expect, it } from 'vitest';
import { installClassicLoader, lazyUrl, resolveId, type ClassicLoader } from '../src/classic-loader';
import { installLoaderQueue } from '../src/loader-queue';
import { installSharedLoader } from '../src/shared-loader';

interface FakeScript {
  src: string;
  nonce?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** Stands for HTMLScriptElement: the loader trusts `currentScript` only when it is one. */
class FakeScriptElement {
  nonce = 'n0nce';
  src = 'https://shop.test/dropins/shop.js';
}

function fakePage(currentScript: unknown = new FakeScriptElement(), readyState = 'complete') {
  const injected: FakeScript[] = [];
  const current = currentScript;
  const onLoad: (() => void)[] = [];
  const view = {
    HTMLScriptElement: FakeScriptElement,
    EventTarget: { prototype: { addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn) } },
  };
  const document = {
    baseURI: 'https://shop.test/chairs/',
    currentScript: current,
    readyState,
    defaultView: view,
    createElement: () => ({ src: '' }) as FakeScript,
    head: { appendChild: (s: FakeScript) => injected.push(s) },
  };
  // The loader only reads these members of the window and its document.
  const win = { document } as unknown as Window;
  const load = () => {
    document.readyState = 'complete';
    for (const fn of onLoad.splice(0)) fn();
  };
  return { win, injected, current, document, load };
}

/** What rollup writes for an entry with one lazy part (its AMD output, simplified). */
function defineEntry(define: ClassicLoader, log: string[]) {
  define('shop', ['require', 'exports'], (require, exports) => {
    const shared = { calls: 0 };
    (exports as Record<string, unknown>).shared = shared;
    log.push('entry ran');
    (exports as Record<string, unknown>).open = () =>
      new Promise((resolve, reject) => (require as (ids: string[], ok: (m: unknown) => void, ko: (e: unknown) => void) => void)(['./shop/panel-x1'], resolve, reject));
  });
}

describe('classic loader', () => {
  it('resolves relative ids the way rollup writes them', () => {
    expect(resolveId('shop/panel-x1', '../shop')).toBe('shop');
    expect(resolveId('shop', './shop/panel-x1')).toBe('shop/panel-x1');
    expect(resolveId('shop/panel-x1', './modal-y2')).toBe('shop/modal-y2');
    expect(resolveId('shop/panel-x1', 'exports')).toBe('exports');
  });

  it('runs the entry at once, and fetches a lazy part beside the script only when asked, once', async () => {
    const { win, injected } = fakePage();
    const define = installClassicLoader(win);
    const log: string[] = [];
    defineEntry(define, log);
    define.start('shop', 'https://cdn.test/assets/dropins/shop.js?ver=3');
    expect(log).toEqual(['entry ran']);
    expect(injected).toEqual([]);

    expect(win.dropinsDefine).toBe(define);
    const open = () => (evaluateEntry(define) as { open: () => Promise<{ label: string }> }).open();
    const first = open();
    const second = open();
    expect(injected).toHaveLength(1);
    expect(injected[0].src).toBe('https://cdn.test/assets/dropins/shop/panel-x1.js');
    expect(injected[0].nonce).toBe('n0nce');
    // The lazy file arrives: it defines its module, which uses the entry's own objects.
    define('shop/panel-x1', ['exports', '../shop'], (exports, shop) => {
      (shop as { shared: { calls: number } }).shared.calls++;
      (exports as Record<string, unknown>).label = 'panel';
    });
    injected[0].onload?.();
    expect((await first).label).toBe('panel');
    expect((await second).label).toBe('panel');
    expect((evaluateEntry(define) as { shared: { calls: number } }).shared.calls).toBe(1);
    expect(injected).toHaveLength(1);
  });

  it('runs an entry rollup wrote without dependencies (no exports, no lazy part)', () => {
    const { win } = fakePage();
    const define = installClassicLoader(win);
    const log: string[] = [];
    define('plain', () => log.push('plain ran'));
    define.start('plain', 'https://shop.test/dropins/plain.js');
    expect(log).toEqual(['plain ran']);
  });

  it('ignores a second copy of the same script, and one loader serves every classic script on the page', () => {
    const { win } = fakePage();
    const log: string[] = [];
    const define = installClassicLoader(win);
    defineEntry(define, log);
    define.start('shop', 'https://shop.test/dropins/shop.js');
    expect(installClassicLoader(win)).toBe(define);
    defineEntry(define, log);
    define.start('shop', 'https://shop.test/dropins/shop.js');
    expect(log).toEqual(['entry ran']);
  });

  it('rejects the import when the lazy file cannot be fetched, and tries again on the next use', async () => {
    const { win, injected } = fakePage();
    const define = installClassicLoader(win);
    defineEntry(define, []);
    define.start('shop', 'https://shop.test/dropins/shop.js');
    const failed = (evaluateEntry(define) as { open: () => Promise<unknown> }).open();
    injected[0].onerror?.();
    await expect(failed).rejects.toThrow('could not load https://shop.test/dropins/shop/panel-x1.js');
    void (evaluateEntry(define) as { open: () => Promise<unknown> }).open();
    expect(injected).toHaveLength(2);
  });
});

/** What rollup writes for the WordPress build (dist/wp/): one runtime, shared by two widget scripts. */
function defineShared(define: ClassicLoader, log: string[]) {
  define('wp/runtime', ['exports'], (exports) => {
    log.push('runtime ran');
    (exports as Record<string, unknown>).booted = [];
  });
  define('wp/core-extra', ['exports', './runtime'], (exports) => {
    log.push('core-extra ran');
    (exports as Record<string, unknown>).extra = true;
  });
}
function defineWidget(define: ClassicLoader, name: string) {
  define(`wp/${name}`, ['require', './runtime', './core-extra'], (require, runtime) => {
    (runtime as { booted: string[] }).booted.push(name);
    (runtime as Record<string, unknown>)[`open-${name}`] = () =>
      new Promise((resolve, reject) => (require as (ids: string[], ok: (m: unknown) => void, ko: (e: unknown) => void) => void)(['./panel-x1'], resolve, reject));
  });
}

describe('classic loader, WordPress build: one runtime for every widget script', () => {
  it('runs the shared runtime once for two widget scripts, and fetches a lazy part from their own folder', async () => {
    const { win, injected } = fakePage();
    const define = installSharedLoader(win);
    const log: string[] = [];
    defineShared(define, log);
    defineWidget(define, 'shop');
    define.start('wp/shop', 'https://shop.test/plugins/dropins/dist/wp/shop.js?ver=1');
    defineWidget(define, 'cart');
    define.start('wp/cart', 'https://shop.test/plugins/dropins/dist/wp/cart.js?ver=2');
    expect(log).toEqual(['runtime ran', 'core-extra ran']);
    const runtime = probe(define, 'wp/runtime') as { booted: string[]; 'open-cart': () => Promise<{ label: string }> };
    expect(runtime.booted).toEqual(['shop', 'cart']);
    expect(injected).toEqual([]);

    const opened = runtime['open-cart']();
    expect(injected.map((s) => s.src)).toEqual(['https://shop.test/plugins/dropins/dist/wp/panel-x1.js']);
    define('wp/panel-x1', ['exports'], (exports) => ((exports as Record<string, unknown>).label = 'panel'));
    injected[0].onload?.();
    expect((await opened).label).toBe('panel');
  });

  it('a shared part that was not printed is fetched beside the widget script before the widget starts', async () => {
    const { win, injected } = fakePage();
    const define = installSharedLoader(win);
    const log: string[] = [];
    define('wp/runtime', ['exports'], (exports) => {
      log.push('runtime ran');
      (exports as Record<string, unknown>).booted = [];
    });
    defineWidget(define, 'shop');
    define.start('wp/shop', 'https://shop.test/dist/wp/shop.js');
    expect(log).toEqual([]);
    await expect.poll(() => injected.map((s) => s.src)).toEqual(['https://shop.test/dist/wp/core-extra.js']);
    define('wp/core-extra', ['exports', './runtime'], () => log.push('core-extra ran'));
    injected[0].onload?.();
    await expect.poll(() => log).toEqual(['runtime ran', 'core-extra ran']);
    expect((probe(define, 'wp/runtime') as { booted: string[] }).booted).toEqual(['shop']);
  });

  it('a shared part that cannot be fetched leaves one warning naming the widget, and nothing half-started', async () => {
    const { win, injected } = fakePage();
    const define = installSharedLoader(win);
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const log: string[] = [];
      define('wp/runtime', ['exports'], () => log.push('runtime ran'));
      defineWidget(define, 'shop');
      define.start('wp/shop', 'https://shop.test/dist/wp/shop.js');
      await expect.poll(() => injected.length).toBe(1);
      injected[0].onerror?.();
      await expect.poll(() => warnings.length).toBe(1);
      expect(String(warnings[0][0])).toContain('wp/shop');
      expect(log).toEqual([]);
    } finally {
      console.warn = warn;
    }
  });
});

describe('classic loader, WordPress build: widget scripts that run before the runtime', () => {
  it('a widget script that ran before runtime.js is queued, and starts once the runtime and its shared parts have run', () => {
    const { win, injected, document } = fakePage(new FakeScriptElement(), 'interactive');
    installLoaderQueue(win);
    // consent-bar printed blocking: it runs first, while the runtime and core-extra are still deferred.
    document.currentScript = Object.assign(new FakeScriptElement(), { src: 'https://shop.test/dist/wp/cart.js?ver=2' });
    defineWidget(win.dropinsDefine as ClassicLoader, 'cart');
    (win.dropinsDefine as ClassicLoader).start('wp/cart');
    installLoaderQueue(win); // a second inline queue keeps what the first recorded
    const log: string[] = [];
    document.currentScript = Object.assign(new FakeScriptElement(), { src: 'https://shop.test/dist/wp/runtime.js' });
    const define = installSharedLoader(win);
    define('wp/runtime', ['exports'], (exports) => {
      log.push('runtime ran');
      (exports as Record<string, unknown>).booted = [];
    });
    expect(log).toEqual([]);
    define('wp/core-extra', ['exports', './runtime'], () => log.push('core-extra ran'));
    expect(log).toEqual(['runtime ran', 'core-extra ran']);
    expect((probe(define, 'wp/runtime') as { booted: string[] }).booted).toEqual(['cart']);
    expect(injected).toEqual([]);
    // Its lazy parts come from beside the widget script, whose URL the queue kept.
    void (probe(define, 'wp/runtime') as { 'open-cart': () => Promise<unknown> })['open-cart']();
    expect(injected.map((s) => s.src)).toEqual(['https://shop.test/dist/wp/panel-x1.js']);
  });

  it('a shared part still missing when the page has loaded is fetched then, once', async () => {
    const { win, injected, load } = fakePage(new FakeScriptElement(), 'interactive');
    const define = installSharedLoader(win);
    const log: string[] = [];
    define('wp/runtime', ['exports'], (exports) => ((exports as Record<string, unknown>).booted = log));
    defineWidget(define, 'shop');
    define.start('wp/shop', 'https://shop.test/dist/wp/shop.js');
    defineWidget(define, 'cart');
    define.start('wp/cart', 'https://shop.test/dist/wp/cart.js');
    await Promise.resolve();
    expect(injected).toEqual([]);
    load();
    await expect.poll(() => injected.map((s) => s.src)).toEqual(['https://shop.test/dist/wp/core-extra.js']);
    define('wp/core-extra', ['exports'], () => undefined);
    injected[0].onload?.();
    await expect.poll(() => log).toEqual(['shop', 'cart']);
  });

  it('a widget that throws while starting does not stop the next one', () => {
    const { win } = fakePage(new FakeScriptElement(), 'interactive');
    const define = installSharedLoader(win);
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const booted: string[] = [];
      define('wp/broken', ['./runtime'], () => {
        throw new Error('bad config');
      });
      define.start('wp/broken', 'https://shop.test/dist/wp/broken.js');
      define('wp/shop', ['./runtime'], () => booted.push('shop'));
      define.start('wp/shop', 'https://shop.test/dist/wp/shop.js');
      define('wp/runtime', () => undefined);
      expect(booted).toEqual(['shop']);
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0][0])).toContain('wp/broken');
    } finally {
      console.warn = warn;
    }
  });
});

describe('classic loader against post markup', () => {
  it('an element named dropinsDefine is replaced by the loader; our own loader is joined', () => {
    const { win } = fakePage();
    const anchor = { nodeType: 1, href: 'https://evil.test/' };
    (win as unknown as Record<string, unknown>).dropinsDefine = anchor;
    const define = installClassicLoader(win);
    expect(typeof define).toBe('function');
    expect(win.dropinsDefine).toBe(define);
    // A function someone else put there is not ours either.
    const other = fakePage().win;
    const foreign = () => undefined;
    (other as unknown as Record<string, unknown>).dropinsDefine = foreign;
    expect(installClassicLoader(other)).not.toBe(foreign);
    expect(installClassicLoader(other)).toBe(installClassicLoader(other));
  });

  it('takes the folder from the running script element when the footer gives no URL', async () => {
    const { win, injected } = fakePage();
    const define = installClassicLoader(win);
    defineEntry(define, []);
    define.start('shop');
    void (evaluateEntry(define) as { open: () => Promise<unknown> }).open();
    expect(injected.map((s) => s.src)).toEqual(['https://shop.test/dropins/shop/panel-x1.js']);
  });

  it('an image named currentScript is not trusted: no folder, so no lazy file is fetched', async () => {
    const { win, injected } = fakePage({ src: 'https://evil.test/x/', nonce: 'stolen' });
    const define = installClassicLoader(win);
    defineEntry(define, []);
    define.start('shop');
    const open = (evaluateEntry(define) as { open: () => Promise<unknown> }).open();
    await expect(open).rejects.toThrow('not beside its classic script');
    expect(injected).toEqual([]);
  });

  it('lazy files only from the script\'s own folder', () => {
    expect(lazyUrl('shop/a-1', 'https://cdn.test/d/shop.js?ver=3')).toBe('https://cdn.test/d/shop/a-1.js');
    expect(lazyUrl('shop/../../evil', 'https://cdn.test/d/shop.js')).toBeNull();
    expect(lazyUrl('//evil.test/x', 'https://cdn.test/d/shop.js')).toBeNull();
    expect(lazyUrl('https://evil.test/x', 'https://cdn.test/d/shop.js')).toBeNull();
    expect(lazyUrl('shop/a-1', 'javascript:alert(1)//')).toBeNull();
    expect(lazyUrl('shop/a-1', '')).toBeNull();
    expect(lazyUrl('shop/a-1', undefined)).toBeNull();
    // The WordPress build: ids one folder deep, files beside the widget script, never above it.
    expect(lazyUrl('wp/a-1', 'https://cdn.test/d/wp/shop.js?ver=3', 'wp/shop')).toBe('https://cdn.test/d/wp/a-1.js');
    expect(lazyUrl('wp/../a-1', 'https://cdn.test/d/wp/shop.js', 'wp/shop')).toBeNull();
    expect(lazyUrl('other/a-1', 'https://cdn.test/d/wp/shop.js', 'wp/shop')).toBeNull();
  });
});

/** A module's exports, as a module depending on it would receive them. */
function probe(define: ClassicLoader, target: string): Record<string, unknown> {
  let exports: Record<string, unknown> = {};
  const id = `probe-${Math.random()}`;
  define(id, [target], (module) => {
    exports = module as Record<string, unknown>;
  });
  define.start(id, '');
  return exports;
}

/** The entry's exports, as a lazy part would receive them (a module depending on `shop`). */
function evaluateEntry(define: ClassicLoader): Record<string, unknown> {
  let exports: Record<string, unknown> = {};
  const id = `probe-${Math.random()}`;
  define(id, ['shop'], (shop) => {
    exports = shop as Record<string, unknown>;
  });
  define.start(id, '');
  return exports;
}
