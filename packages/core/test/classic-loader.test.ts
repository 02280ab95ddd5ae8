// The classic scripts' module loader (classic-loader.ts) on a fake page: the entry runs at once, a lazy part is
// fetched beside the classic script on first use, once, with the script's nonce, and runs on the entry's modules.
import { describe, expect, it } from 'vitest';
import { installClassicLoader, lazyUrl, resolveId, type ClassicLoader } from '../src/classic-loader';

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

function fakePage(currentScript: unknown = new FakeScriptElement()) {
  const injected: FakeScript[] = [];
  const current = currentScript;
  const document = {
    baseURI: 'https://shop.test/chairs/',
    currentScript: current,
    defaultView: { HTMLScriptElement: FakeScriptElement },
    createElement: () => ({ src: '' }) as FakeScript,
    head: { appendChild: (s: FakeScript) => injected.push(s) },
  };
  // The loader only reads these members of the window and its document.
  const win = { document } as unknown as Window;
  return { win, injected, current };
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
  });
});

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
