import { afterEach, describe, expect, it, vi } from 'vitest';
import { listeners, sharedObserver, sharedObservers, type ObserverLike } from '@dropins/core';
import { resetPageState, resetWarnings } from '../src/testing';

/** A browser-observer double: records what it observes; `fire` delivers entries as the browser would. */
class FakeObserver implements ObserverLike {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  disconnected = false;
  constructor(public notify: (entries: readonly { target: Element }[]) => void, public key = '') {
    FakeObserver.made.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  fire(...targets: Element[]) {
    this.notify(targets.map((target) => ({ target })));
  }
}

const info = { widget: 'test', phase: 'handler' } as const;

afterEach(() => {
  resetPageState();
  resetWarnings();
  FakeObserver.made = [];
  vi.restoreAllMocks();
});

describe('sharedObserver', () => {
  it('creates one observer on the first watch, shared by every element', () => {
    const watch = sharedObserver(info, (notify) => new FakeObserver(notify));
    expect(FakeObserver.made).toHaveLength(0);
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const seen: Element[] = [];
    watch(a, (entry) => seen.push(entry.target));
    watch(b, (entry) => seen.push(entry.target));
    expect(FakeObserver.made).toHaveLength(1);
    FakeObserver.made[0].fire(a, b);
    expect(seen).toEqual([a, b]);
  });

  it('one callback that throws is reported, and the rest of the batch still runs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const watch = sharedObserver(info, (notify) => new FakeObserver(notify));
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const seen: Element[] = [];
    watch(a, () => {
      throw new Error('broken carousel');
    });
    watch(b, (entry) => seen.push(entry.target));
    FakeObserver.made[0].fire(a, b);
    expect(seen).toEqual([b]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken carousel'), expect.any(Error));
  });

  it('a stop unobserves the element and its callback is not called again', () => {
    const watch = sharedObserver(info, (notify) => new FakeObserver(notify));
    const el = document.createElement('div');
    const fn = vi.fn();
    const stop = watch(el, fn);
    stop();
    expect(FakeObserver.made[0].observed.has(el)).toBe(false);
    FakeObserver.made[0].fire(el);
    expect(fn).not.toHaveBeenCalled();
  });

  it('a page reset disconnects the observer; the next watch makes a new one', () => {
    const watch = sharedObserver(info, (notify) => new FakeObserver(notify));
    watch(document.createElement('div'), () => undefined);
    resetPageState();
    expect(FakeObserver.made[0].disconnected).toBe(true);
    watch(document.createElement('div'), () => undefined);
    expect(FakeObserver.made).toHaveLength(2);
  });

  it('with keys, one observer per key', () => {
    const watchFor = sharedObservers(info, (notify, margin: string) => new FakeObserver(notify, margin));
    const el = document.createElement('div');
    watchFor('0px')(el, () => undefined);
    watchFor('0px')(document.createElement('div'), () => undefined);
    watchFor('100px')(el, () => undefined);
    expect(FakeObserver.made.map((o) => o.key)).toEqual(['0px', '100px']);
  });
});

describe('listeners', () => {
  it('calls every listener, each on its own, until removed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changes = listeners<[number]>(info);
    const seen: number[] = [];
    const remove = changes.add((n) => seen.push(n));
    changes.add(() => {
      throw new Error('broken listener');
    });
    changes.add((n) => seen.push(n * 10));
    changes.call(1);
    remove();
    changes.call(2);
    expect(seen).toEqual([1, 10, 20]);
    expect(changes.size).toBe(2);
  });
});
