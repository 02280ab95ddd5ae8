import { afterEach, describe, expect, it, vi } from 'vitest';
import { onModuleState, writeModuleState } from '../src/shared/contracts/hash-state';
import { resetPage } from './dom-helpers';

afterEach(resetPage);

describe('hash state in the page', () => {
  it('writes with replaceState (no history entry), keeps other entries, skips modules without an id', () => {
    history.replaceState(null, '', '#other|1');
    const before = history.length;
    const el = document.createElement('div');
    el.id = 'work';
    writeModuleState(el, ['branding', '2']);
    expect(location.hash).toBe('#other|1||work|branding|2');
    writeModuleState(el, ['all', '1']);
    expect(location.hash).toBe('#other|1||work|all|1');
    expect(history.length).toBe(before);
    writeModuleState(document.createElement('div'), ['x']);
    expect(location.hash).toBe('#other|1||work|all|1');
  });

  it('restores from the page-load hash and on hashchange, by id comparison', () => {
    history.replaceState(null, '', '#work|branding|2');
    const el = document.createElement('div');
    el.id = 'work';
    document.body.append(el);
    const seen: string[][] = [];
    const stop = onModuleState(el, (params) => seen.push(params));
    expect(seen).toEqual([['branding', '2']]);
    history.replaceState(null, '', '#a|1||work|all|1');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(seen).toEqual([['branding', '2'], ['all', '1']]);
    stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(seen).toHaveLength(2);
    // No id: never called.
    const anonymous = vi.fn();
    onModuleState(document.createElement('div'), anonymous)();
    expect(anonymous).not.toHaveBeenCalled();
  });
});

describe('et_hashchange (hash-state)', () => {
  it('fires on a module with an entry after load and on every hashchange, through the DOM and jQuery (event.params)', async () => {
    const { onModuleState } = await import('../src/shared/contracts/hash-state');
    document.body.innerHTML = '<div id="work"></div><div id="other"></div>';
    const work = document.getElementById('work')!;
    const dom: unknown[] = [];
    const viaJQuery: unknown[] = [];
    work.addEventListener('et_hashchange', (e) => dom.push((e as CustomEvent).detail));
    const w = window as unknown as { jQuery?: unknown };
    const $ = (target: EventTarget) => ({
      on: () => undefined,
      off: () => undefined,
      trigger: (event: { type: string; params: string[] }) => viaJQuery.push([target === work, event.type, event.params]),
    });
    w.jQuery = Object.assign($, { event: {}, fn: { on: () => undefined } }); // a loaded jQuery (Divi's head stand-in gets nothing)
    history.replaceState(null, '', '#work|branding|2');
    const restored: string[][] = [];
    const stop = onModuleState(work, (params) => restored.push(params));
    await Promise.resolve();
    expect(restored).toEqual([['branding', '2']]);
    expect(dom).toEqual([['branding', '2']]);
    expect(viaJQuery).toEqual([[true, 'et_hashchange', ['branding', '2']]]);
    history.replaceState(null, '', '#other|1||work|all|3');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(dom).toEqual([['branding', '2'], ['all', '3']]);
    expect(viaJQuery).toHaveLength(2);
    stop();
    delete w.jQuery;
    history.replaceState(null, '', '#');
  });
});
