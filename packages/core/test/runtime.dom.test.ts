import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, defineWidget } from '@dropins/core';
import { resetRuntime, exposeGlobal, getRegistry } from '@dropins/core/testing';

afterEach(() => {
  resetRuntime();
  delete window.Dropins;
  document.body.innerHTML = '';
});

describe('boot and window.Dropins', () => {
  it('mounts on ready, and a second load of the same widget does nothing', () => {
    document.body.innerHTML = '<div class="w"></div>';
    const mount = vi.fn();
    const def = defineWidget({ name: 'w', selector: '.w', mount });
    boot(def);
    boot({ ...def });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(window.Dropins?.widgets).toEqual(['w']);
  });

  it('scan(root) mounts widgets in markup added later, once', () => {
    const mount = vi.fn();
    boot(defineWidget({ name: 'late', selector: '.late', mount }));
    const box = document.createElement('div');
    box.innerHTML = '<p class="late"></p><p class="late"></p>';
    document.body.appendChild(box);
    window.Dropins!.scan(box);
    window.Dropins!.scan(box);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(window.Dropins!.mounted().map((m) => m.widget)).toEqual(['late', 'late']);
  });

  it('merges several bundles into one global', () => {
    const g = exposeGlobal();
    const other = { scan: vi.fn(), mounted: () => [], register: () => true, unmount: () => undefined, names: () => [], has: () => false };
    g.runtimes.push(other);
    g.scan(document.body);
    expect(other.scan).toHaveBeenCalledWith(document.body);
    expect(g.runtimes).toContain(getRegistry());
  });

  it('mounts opted-in widgets in added markup through the shared observer, keeps them through a move, unmounts on removal', async () => {
    const cleanup = vi.fn();
    const mount = vi.fn(() => cleanup);
    const notOpted = vi.fn();
    boot(defineWidget({ name: 'obs', selector: '.obs', observe: true, mount }));
    boot(defineWidget({ name: 'static', selector: '.obs', mount: notOpted }));
    await new Promise((r) => setTimeout(r, 20));
    const box = document.createElement('div');
    const el = document.createElement('span');
    el.className = 'obs';
    box.appendChild(el);
    document.body.appendChild(box);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(notOpted).not.toHaveBeenCalled();
    // A move (remove and re-add in one task) is not an unmount.
    const other = document.createElement('section');
    document.body.appendChild(other);
    other.appendChild(el);
    await new Promise((r) => setTimeout(r, 10));
    expect(cleanup).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledTimes(1);
    other.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
  });
});
