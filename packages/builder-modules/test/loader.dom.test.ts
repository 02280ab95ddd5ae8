import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetContext } from '@dropins/core';
import { resetPageState, resetRuntime } from '@dropins/core/testing';
import { boot } from '@dropins/core';
import type { Family, FamilyContext, PageContext } from '../src/family';
import { FAMILIES } from '../src/family-list';
import { familyWatcher, loadFamilies } from '../src/loader';
import { detectMode } from '../src/page/mode';

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
const page: PageContext = { mode: detectMode([], 'fe', 'no') };

function family(name: string, selector: string, loads: string[]): Family {
  return {
    name,
    selector,
    load: async () => {
      loads.push(name);
      return { family: () => defineWidget({ name: `test-${name}`, selector, mount: () => undefined }) };
    },
  };
}

afterEach(() => {
  resetPageState();
  resetRuntime();
});

describe('loader', () => {
  it('downloads only the families whose markup is in the root, once each', async () => {
    document.body.innerHTML = '<div class="a"></div><div class="c"></div>';
    const loads: string[] = [];
    const families = [family('a', '.a', loads), family('b', '.b', loads), family('c', '.c', loads)];
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['a', 'c']);
    document.body.insertAdjacentHTML('beforeend', '<div class="b"></div>');
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['b']);
    expect(loads).toEqual(['a', 'c', 'b']);
  });

  it('a family with a selector list downloads for markup of any one of its selectors, and only for its markup', async () => {
    document.body.innerHTML = '<div class="y"></div><div class="w z"></div>';
    const loads: string[] = [];
    const families = [family('xy', '.x, .y:not(.z)', loads), family('wz', '.x, .w:not(.z), [data-v]', loads)];
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['xy']);
    document.body.insertAdjacentHTML('beforeend', '<i data-v></i>');
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['wz']);
    expect(loads).toEqual(['xy', 'wz']);
  });

  it("every family's presence can be checked: each selector of its list is a selector of its own", () => {
    document.body.innerHTML = '';
    for (const f of FAMILIES) if (f.selector) for (const part of f.selector.split(',')) expect(() => document.querySelector(part), `${f.name}: ${part}`).not.toThrow();
  });

  it('warns once when a family cannot be downloaded, and may retry later', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const broken: Family = { name: 'a', selector: '.a', load: () => Promise.reject(new Error('offline')) };
    expect(await loadFamilies(document.body, ctx, page, [broken])).toEqual([]);
    expect(ctx.warn).toHaveBeenCalledWith('could not download the a module code; its content is shown as without scripts');
  });

  it('a downloaded family whose boot throws is reported once, not left started, and starts on the next try', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const warn = vi.fn();
    let attempt = 0;
    const mount = vi.fn();
    const flaky: Family = {
      name: 'a',
      selector: '.a',
      // The first download evaluates to a module without its definition (its code threw half-way).
      load: async () => ({ family: attempt++ === 0 ? (undefined as unknown as () => never) : () => defineWidget({ name: 'test-flaky', selector: '.a', mount }) }),
    };
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    expect(await loadFamilies(document.body, { ...ctx, warn }, page, [flaky])).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^the a module code failed to start: /);
    expect(await loadFamilies(document.body, { ...ctx, warn }, page, [flaky])).toEqual(['a']);
    expect(mount).toHaveBeenCalledTimes(1);
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a family that cannot be downloaded leaves its content shown as without scripts', async () => {
    document.body.innerHTML = `
      <div class="et_pb_module et_animated" id="anim"></div><div class="et-waypoint" id="way"></div>
      <div data-et-multi-view='{}' data-et-multi-view-load-phone-hidden="true" id="mv"></div>
      <div class="et_pb_toggle et_pb_toggle_close" id="tog"></div>
      <div class="et_pb_gallery_grid"><div class="et_pb_gallery_item" id="item"></div></div>`;
    // The real manifests (their `reveal`), with code that cannot be downloaded.
    const offline = FAMILIES.filter((f) => ['animations', 'multi-view', 'toggles', 'gallery-grid'].includes(f.name));
    expect(offline).toHaveLength(4);
    await loadFamilies(document.body, ctx, page, offline.map((f): Family => ({ ...f, load: () => Promise.reject(new Error('offline')) })));
    const byId = (id: string) => document.getElementById(id)!;
    expect(byId('anim').className).toBe('et_pb_module');
    expect(byId('way').className).toBe('');
    expect(byId('mv').hasAttribute('data-et-multi-view-load-phone-hidden')).toBe(false);
    expect(byId('tog').classList.contains('et_pb_toggle_open')).toBe(true);
    expect(byId('item').style.display).toBe('block');
  });

  it('every family makes its widget under its own name, builder-modules-<name>', async () => {
    for (const family of FAMILIES) {
      const made = (await family.load()).family({ ...page, manifest: family });
      expect(made.name).toBe(`builder-modules-${family.name}`);
    }
  });

  it('a family whose global holds entries loads without markup; an empty global does not', async () => {
    document.body.innerHTML = '';
    const loads: string[] = [];
    const win = window as unknown as Record<string, unknown>;
    win.test_full = { desktop: [{ id: 'x' }] };
    win.test_empty = [];
    const withGlobal = (name: string, global: string): Family => ({
      name,
      global,
      load: async () => {
        loads.push(name);
        return { family: () => defineWidget({ name: `test-${name}`, selector: 'body', mount: () => undefined }) };
      },
    });
    expect(await loadFamilies(document.body, ctx, page, [withGlobal('full', 'test_full'), withGlobal('empty', 'test_empty')])).toEqual(['full']);
    expect(loads).toEqual(['full']);
    delete win.test_full;
    delete win.test_empty;
  });

  it('markup added later downloads its family, and the family mounts it', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const loads: string[] = [];
    const mounted: string[] = [];
    const families: Family[] = ['a', 'b'].map((name) => ({
      name,
      selector: `.${name}`,
      load: async () => {
        loads.push(name);
        return { family: () => defineWidget({ name: `later-${name}`, selector: `.${name}`, observe: true, mount: (el) => void mounted.push(el.className) }) };
      },
    }));
    boot(familyWatcher(page, families));
    await vi.waitFor(() => expect(mounted).toEqual(['a']));
    const later = document.createElement('section');
    later.innerHTML = '<div class="b"></div><div class="b"></div>';
    document.body.append(later);
    await vi.waitFor(() => expect(mounted).toEqual(['a', 'b', 'b']));
    expect(loads).toEqual(['a', 'b']);
  });

  it('each family is made for the page it boots on, with its own manifest: a builder page reaches the family as a builder page', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const seen: boolean[] = [];
    const family: Family = {
      name: 'a',
      selector: '.a',
      load: async () => ({
        family: ({ mode, manifest }: FamilyContext) => defineWidget({ name: 'test-mode', selector: manifest.selector ?? 'body', mount: () => void seen.push(mode.builder) }),
      }),
    };
    const builder: PageContext = { mode: detectMode(['et-fb'], 'fe', 'no') };
    expect(await loadFamilies(document.body, ctx, builder, [family])).toEqual(['a']);
    await vi.waitFor(() => expect(seen).toEqual([true]));
  });

  it('a page reset (tests) forgets which families started: the same markup downloads its family again', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const loads: string[] = [];
    const families = [family('a', '.a', loads)];
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['a']);
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual([]);
    resetPageState();
    resetRuntime();
    expect(await loadFamilies(document.body, ctx, page, families)).toEqual(['a']);
    expect(loads).toEqual(['a', 'a']);
  });

  it('the watcher mounts on no module of a family that runs; later markup of a family whose download failed tries again', async () => {
    document.body.innerHTML = '<div class="a"></div>'.repeat(3) + '<div class="b"></div>';
    const loads: string[] = [];
    let online = false;
    const flaky: Family = {
      name: 'b',
      selector: '.b',
      load: async () => {
        loads.push('b');
        if (!online) throw new Error('offline');
        return { family: () => defineWidget({ name: 'test-b', selector: '.b', mount: () => undefined }) };
      },
    };
    const families = [family('a', '.a', loads), flaky];
    // As the page starts: the families of the page's markup start, then the watcher boots while they download.
    const starting = loadFamilies(document.body, ctx, page, families);
    boot(familyWatcher(page, families));
    expect(await starting).toEqual(['a']);
    expect(window.Dropins!.mounted().filter((m) => m.widget === 'builder-modules-loader')).toEqual([]);
    online = true;
    document.body.insertAdjacentHTML('beforeend', '<div class="b"></div>');
    await vi.waitFor(() => expect(loads).toEqual(['a', 'b', 'b']));
  });
});
