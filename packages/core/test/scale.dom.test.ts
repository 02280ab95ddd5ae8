import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, createRegistry, defineWidget, readJSONAttribute, JSON_ATTRIBUTE_LIMIT, standDown } from '@dropins/core';
import { resetRuntime, resetWarnings } from '@dropins/core/testing';
import { AT_ONCE, SLICE_MS } from '../src/slices';

// Work proportional to what changed: on a page with many mounted elements, mounting added markup and unmounting
// removed markup must not look at the rest of the page. Counted in calls (reads of `isConnected` on the elements
// that did not change), not in time.

afterEach(() => {
  resetRuntime();
  delete window.Dropins;
  document.body.innerHTML = '';
  resetWarnings();
  vi.restoreAllMocks();
});

const MANY = 150;

/** `n` `<p class="m">` elements in one container, and the container. */
function page(n: number): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = '<p class="m"></p>'.repeat(n);
  document.body.appendChild(box);
  return box;
}

/** Counts reads of `isConnected` on the given elements from now on. */
function countConnectedReads(elements: Iterable<Element>): () => number {
  const watched = new Set<unknown>(elements);
  const spy = vi.spyOn(Node.prototype, 'isConnected', 'get');
  return () => spy.mock.contexts.filter((el) => watched.has(el)).length;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('work proportional to what changed', () => {
  it('a scan of added markup mounts it without touching the elements already mounted', () => {
    const box = page(MANY);
    const reg = createRegistry();
    const mount = vi.fn();
    reg.register(defineWidget({ name: 'a', selector: '.m', mount }));
    reg.register(defineWidget({ name: 'b', selector: '.m', mount }));
    reg.scan();
    expect(mount).toHaveBeenCalledTimes(2 * MANY);
    const reads = countConnectedReads(box.querySelectorAll('.m'));
    const added = document.createElement('section');
    added.innerHTML = '<p class="m"></p><p class="m"></p>';
    document.body.appendChild(added);
    reg.scan(added);
    expect(mount).toHaveBeenCalledTimes(2 * MANY + 4);
    expect(reads()).toBe(0);
  });

  it('mounting adds nothing per element to a signal the widget\'s other elements share', () => {
    page(MANY);
    const reg = createRegistry();
    const cleanup = vi.fn();
    reg.register(defineWidget({ name: 'a', selector: '.m', mount: () => cleanup }));
    const added = vi.spyOn(AbortSignal.prototype, 'addEventListener');
    reg.scan();
    expect(added).not.toHaveBeenCalled();
    reg.unmount();
    expect(cleanup).toHaveBeenCalledTimes(MANY);
  });

  it('a scan of the whole document still unmounts what has left it', () => {
    const box = page(3);
    const reg = createRegistry();
    const cleanup = vi.fn();
    reg.register(defineWidget({ name: 'a', selector: '.m', mount: () => cleanup }));
    reg.scan();
    box.firstElementChild!.remove();
    reg.scan(document.body);
    expect(cleanup).not.toHaveBeenCalled();
    reg.scan();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(reg.mounted()).toHaveLength(2);
  });

  it('unmount(root) unmounts every widget inside root, and nothing else', () => {
    const box = page(4);
    const reg = createRegistry();
    const cleanups: string[] = [];
    reg.register(defineWidget({ name: 'a', selector: '.m', mount: (el) => () => cleanups.push(`a${[...box.children].indexOf(el)}`) }));
    reg.register(defineWidget({ name: 'b', selector: 'div', mount: () => () => cleanups.push('b') }));
    reg.scan();
    const reads = countConnectedReads(box.querySelectorAll('.m'));
    reg.unmount(box.children[1]);
    expect(cleanups).toEqual(['a1']);
    reg.unmount(box);
    expect(cleanups.sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'b']);
    expect(reg.mounted()).toEqual([]);
    expect(reads()).toBe(0);
  });

  it('the page observer mounts added markup and unmounts removed markup without touching the rest of the page', async () => {
    const box = page(MANY);
    const cleanup = vi.fn();
    const mount = vi.fn(() => cleanup);
    boot(defineWidget({ name: 'obs', selector: '.m', observe: true, mount }));
    expect(mount).toHaveBeenCalledTimes(MANY);
    const reads = countConnectedReads(box.querySelectorAll('.m'));
    const added = document.createElement('section');
    added.innerHTML = '<p class="m"></p><div><p class="m"></p></div>';
    document.body.appendChild(added);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(MANY + 2));
    added.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(2));
    // One of the page's own elements removed: it alone is unmounted.
    box.lastElementChild!.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(3));
    expect(reads()).toBe(1);
    expect(window.Dropins!.mounted()).toHaveLength(MANY - 1);
  });

  it('an element moved inside removed markup before the flush stays mounted; one removed during a pause does not', async () => {
    const box = page(2);
    const cleanup = vi.fn();
    boot(defineWidget({ name: 'obs', selector: '.m', observe: true, mount: () => cleanup }));
    const [first, second] = [...box.children];
    // Moved out of the container, then the container removed, in one task: the moved element stays.
    document.body.appendChild(first);
    box.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
    await flush();
    expect(window.Dropins!.mounted().map((m) => m.element)).toEqual([first]);
    expect(second.isConnected).toBe(false);
  });
});

describe('large JSON attributes are bounded', () => {
  it('reads an attribute up to the limit and skips a longer one without parsing it, saying why', () => {
    const el = document.createElement('div');
    el.setAttribute('data-x', JSON.stringify({ text: 'a'.repeat(JSON_ATTRIBUTE_LIMIT - 20) }));
    expect(readJSONAttribute(el, 'data-x')).toMatchObject({ ok: true });
    el.setAttribute('data-x', JSON.stringify({ text: 'a'.repeat(1_000_000) }));
    const parse = vi.spyOn(JSON, 'parse');
    const read = readJSONAttribute(el, 'data-x');
    expect(parse).not.toHaveBeenCalled();
    expect(read).toEqual({ ok: false, problem: `data-x is over ${JSON_ATTRIBUTE_LIMIT} characters` });
    expect(readJSONAttribute(el, 'data-missing')).toEqual({ ok: false, problem: 'data-missing is missing or not JSON' });
    el.setAttribute('data-x', '{nope');
    expect(readJSONAttribute(el, 'data-x')).toEqual({ ok: false, problem: 'data-x is missing or not JSON' });
  });

  it('a widget that stands down on an over-long attribute warns once, naming itself and the element; the others mount', () => {
    document.body.innerHTML = `<div class="j" id="ok" data-j="[1]"></div><div class="j" id="huge" data-j="[${'1,'.repeat(200_000)}1]"></div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mounted: string[] = [];
    const reg = createRegistry();
    reg.register(
      defineWidget({
        name: 'json-widget',
        selector: '.j',
        mount(el) {
          const read = readJSONAttribute(el, 'data-j');
          if (!read.ok) standDown(read.problem);
          mounted.push(el.id);
        },
      }),
    );
    reg.scan();
    reg.scan();
    expect(mounted).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toBe(`[dropins] json-widget: stands down: data-j is over ${JSON_ATTRIBUTE_LIMIT} characters (div#huge.j)`);
  });
});

describe('mounting in slices', () => {
  it('mounts a few hundred matches at once, and thousands in slices of their own tasks, in order', async () => {
    document.body.innerHTML = '<p class="m"></p>'.repeat(AT_ONCE);
    const reg = createRegistry();
    const mounted: Element[] = [];
    // Each mount takes 1 ms on the page's clock.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    reg.register(defineWidget({ name: 'slow', selector: '.m', mount: (el) => void (mounted.push(el), (now += 1)) }));
    reg.scan();
    expect(mounted).toHaveLength(AT_ONCE);
    const big = document.createElement('div');
    big.innerHTML = '<p class="m"></p>'.repeat(1000);
    document.body.appendChild(big);
    reg.scan(big);
    // The first slice: its AT_ONCE items, then until SLICE_MS has passed (already, at 1 ms a mount).
    expect(mounted).toHaveLength(2 * AT_ONCE);
    // A scan while others wait queues behind them.
    const late = document.createElement('p');
    late.className = 'm';
    document.body.appendChild(late);
    reg.scan(document.body);
    expect(mounted).not.toContain(late);
    await vi.waitFor(() => expect(mounted).toHaveLength(AT_ONCE + 1001));
    expect(mounted.slice(AT_ONCE, AT_ONCE + 1000)).toEqual([...big.children]);
    expect(mounted.at(-1)).toBe(late);
    expect(SLICE_MS).toBeLessThanOrEqual(50);
  });

  it('past the first slice, each slice stops once SLICE_MS has passed, however few it mounted', async () => {
    document.body.innerHTML = '<p class="m"></p>'.repeat(AT_ONCE + 300);
    // Each mount takes 10 ms on the page's clock: a slice of AT_ONCE of them would be a task of seconds.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // Mounts per task: a slice ends where its task ends, which is when the microtasks it queued run.
    const perTask: number[] = [];
    let inTask = false;
    const reg = createRegistry();
    reg.register(
      defineWidget({
        name: 'slower',
        selector: '.m',
        mount: () => {
          if (!inTask) {
            inTask = true;
            perTask.push(0);
            queueMicrotask(() => (inTask = false));
          }
          perTask[perTask.length - 1]++;
          now += 10;
        },
      }),
    );
    reg.scan();
    await vi.waitFor(() => expect(perTask.reduce((a, b) => a + b, 0)).toBe(AT_ONCE + 300));
    expect(perTask[0]).toBe(AT_ONCE);
    for (const n of perTask.slice(1)) expect(n * 10).toBeLessThanOrEqual(SLICE_MS + 10);
  });

  it('drops waiting mounts when everything is unmounted, and skips elements removed while they waited', async () => {
    document.body.innerHTML = '<p class="m"></p>'.repeat(AT_ONCE + 10);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const reg = createRegistry();
    const mount = vi.fn(() => void (now += 1));
    reg.register(defineWidget({ name: 'slow', selector: '.m', mount }));
    reg.scan();
    expect(mount).toHaveBeenCalledTimes(AT_ONCE);
    document.body.lastElementChild!.remove();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(AT_ONCE + 9));
    document.body.insertAdjacentHTML('beforeend', '<p class="m"></p>'.repeat(AT_ONCE + 10));
    reg.scan();
    const before = mount.mock.calls.length;
    expect(before).toBeLessThan(2 * AT_ONCE + 19);
    reg.unmount();
    await flush();
    expect(mount).toHaveBeenCalledTimes(before);
    expect(reg.mounted()).toEqual([]);
  });
});
