import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineWidget, standDown } from '@dropins/core';
import { resetWarnings, listenerCount } from '@dropins/core/testing';

afterEach(() => {
  document.body.innerHTML = '';
  resetWarnings();
  vi.restoreAllMocks();
});

describe('registry', () => {
  it('mounts each element once, however often it scans', () => {
    document.body.innerHTML = '<p class="x">a</p><p class="x">b</p>';
    const reg = createRegistry();
    const mount = vi.fn();
    reg.register(defineWidget({ name: 'w', selector: '.x', mount }));
    reg.scan();
    reg.scan();
    reg.scan(document.body);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(reg.mounted().map((m) => m.element.textContent)).toEqual(['a', 'b']);
  });

  it('keeps other widgets mounting when one throws, and warns once naming it and the element', () => {
    document.body.innerHTML = '<p id="one" class="x"></p>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reg = createRegistry();
    reg.register(defineWidget({ name: 'broken', selector: '.x', mount: () => { throw new Error('boom'); } }));
    const good = vi.fn();
    reg.register(defineWidget({ name: 'good', selector: '.x', mount: good }));
    reg.scan();
    reg.scan();
    expect(good).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('broken');
    expect(String(warn.mock.calls[0][0])).toContain('p#one.x');
  });

  it('stands a widget down when setup says so, without mounting it', () => {
    document.body.innerHTML = '<p class="x"></p>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reg = createRegistry();
    const mount = vi.fn();
    reg.register(defineWidget({ name: 'cfg', selector: '.x', setup: () => standDown('ctPublic is missing'), mount }));
    reg.scan();
    expect(mount).not.toHaveBeenCalled();
    expect(warn.mock.calls[0][0]).toBe('[dropins] cfg: stands down: ctPublic is missing');
  });

  it('runs cleanups and removes listeners on unmount', () => {
    document.body.innerHTML = '<button class="x"></button>';
    const reg = createRegistry();
    const cleanup = vi.fn();
    const clicks = vi.fn();
    reg.register(
      defineWidget({
        name: 'l',
        selector: '.x',
        mount(el, ctx) {
          ctx.listen(el, 'click', clicks);
          return cleanup;
        },
      }),
    );
    reg.scan();
    const btn = document.querySelector('button')!;
    expect(listenerCount(btn, 'click')).toBe(1);
    btn.click();
    reg.unmount(btn);
    btn.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(listenerCount(btn, 'click')).toBe(0);
    expect(reg.mounted()).toEqual([]);
  });

  it('reports an error thrown by a handler instead of letting it reach the page', () => {
    document.body.innerHTML = '<button class="x"></button>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reg = createRegistry();
    reg.register(defineWidget({ name: 'h', selector: '.x', mount: (el, ctx) => ctx.listen(el, 'click', () => { throw new Error('bad'); }) }));
    reg.scan();
    expect(() => document.querySelector('button')!.click()).not.toThrow();
    expect(String(warn.mock.calls[0][0])).toContain('h: handler failed');
  });
});
