import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetContext } from '@dropins/core';
import { resetRuntime } from '@dropins/core/testing';
import { loadFamilies, resetFamilies, type Family } from '../src/loader';

const ctx: WidgetContext = {
  widget: 'builder-modules',
  signal: new AbortController().signal,
  warn: vi.fn(),
  listen: vi.fn(),
  on: vi.fn(),
  later: () => () => undefined,
  latest: vi.fn(),
  guard: (fn) => fn(),
};

function family(name: string, selector: string, loads: string[]): Family {
  return {
    name,
    present: (root) => root.querySelector(selector) !== null,
    load: async () => {
      loads.push(name);
      return { definition: defineWidget({ name: `test-${name}`, selector, mount: () => undefined }) };
    },
  };
}

afterEach(() => {
  resetFamilies();
  resetRuntime();
});

describe('loader', () => {
  it('downloads only the families whose markup is in the root, once each', async () => {
    document.body.innerHTML = '<div class="a"></div><div class="c"></div>';
    const loads: string[] = [];
    const families = [family('a', '.a', loads), family('b', '.b', loads), family('c', '.c', loads)];
    expect(await loadFamilies(document.body, ctx, families)).toEqual(['a', 'c']);
    document.body.insertAdjacentHTML('beforeend', '<div class="b"></div>');
    expect(await loadFamilies(document.body, ctx, families)).toEqual(['b']);
    expect(loads).toEqual(['a', 'c', 'b']);
  });

  it('warns once when a family cannot be downloaded, and may retry later', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const broken: Family = { name: 'a', present: () => true, load: () => Promise.reject(new Error('offline')) };
    expect(await loadFamilies(document.body, ctx, [broken])).toEqual([]);
    expect(ctx.warn).toHaveBeenCalledWith('could not download the a module code');
  });
});
