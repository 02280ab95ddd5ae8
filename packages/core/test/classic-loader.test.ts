// The classic scripts' module loader (classic-loader.ts) on a fake page: the entry runs at once, a lazy part is
// fetched beside the classic script on first use, once, with the script's nonce, and runs on the entry's modules.
import { describe, expect, it } from 'vitest';
import { installClassicLoader, resolveId, type ClassicLoader } from '../src/classic-loader';

interface FakeScript {
  src: string;
  nonce?: string;
  onload?: () => void;
  onerror?: () => void;
}

function fakePage() {
  const injected: FakeScript[] = [];
  const current = { nonce: 'n0nce' };
  const document = {
    baseURI: 'https://shop.test/chairs/',
    currentScript: current,
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
