import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@dropins/core';
import { createContext } from '../src/context';

/** A jQuery stand-in with what ctx.on and emit use: on/off/trigger, one native listener per binding guarded by
 * `event.triggered` (as jQuery's is), and `fn.on` so it counts as a full jQuery. */
function fakeJQuery() {
  type Fn = (...a: unknown[]) => void;
  const bindings: Array<{ el: EventTarget; name: string; fn: Fn; native: (e: Event) => void }> = [];
  const $ = ((el: EventTarget) => ({
    on(name: string, fn: Fn) {
      const native = (e: Event) => {
        if ($.event.triggered !== name) fn(Object.assign(Object.create(null) as object, { type: name, originalEvent: e }));
      };
      el.addEventListener(name, native);
      bindings.push({ el, name, fn, native });
    },
    off(name: string, fn: Fn) {
      const i = bindings.findIndex((b) => b.el === el && b.name === name && b.fn === fn);
      if (i >= 0) el.removeEventListener(name, bindings.splice(i, 1)[0].native);
    },
    trigger(name: string, args: unknown[] = []) {
      for (const b of bindings.filter((x) => x.name === name && x.el === el)) b.fn({ type: name }, ...args);
    },
  })) as unknown as {
    (el: EventTarget): { on(n: string, f: Fn): void; off(n: string, f: Fn): void; trigger(n: string, a?: unknown[]): void };
    event: { triggered?: string };
    fn: { on: () => void };
  };
  $.event = {};
  $.fn = { on: () => undefined };
  return { $, bindings };
}

afterEach(() => {
  delete (window as unknown as { jQuery?: unknown }).jQuery;
  vi.useRealTimers();
});

function context() {
  const ctrl = new AbortController();
  return { ctx: createContext('test-widget', ctrl.signal, document.body), ctrl };
}

describe('ctx.on', () => {
  it('without jQuery: hears DOM events with the CustomEvent detail as arguments, until unmount', () => {
    const { ctx, ctrl } = context();
    const form = document.createElement('form');
    const handler = vi.fn();
    ctx.on(form, 'found_variation', handler);
    emit(form, 'found_variation', [{ variation_id: 1 }]);
    expect(handler.mock.calls[0][1]).toEqual([{ variation_id: 1 }]);
    ctrl.abort();
    emit(form, 'found_variation', [{ variation_id: 2 }]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('with jQuery: hears $(el).trigger with its arguments, and an emitted event exactly once', () => {
    const { $, bindings } = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = $;
    const { ctx, ctrl } = context();
    const select = document.createElement('select');
    const handler = vi.fn();
    ctx.on(select, 'change', handler);
    $(select).trigger('change', ['from-a-swatch-plugin']);
    expect(handler.mock.calls[0][1]).toEqual(['from-a-swatch-plugin']);
    emit(select, 'change', ['ours']);
    expect(handler).toHaveBeenCalledTimes(2);
    select.dispatchEvent(new CustomEvent('change', { detail: ['native'] }));
    expect(handler.mock.calls[2][1]).toEqual(['native']);
    ctrl.abort();
    expect(bindings).toHaveLength(0);
  });

  it('reports a failing handler instead of throwing into the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ctx } = context();
    const el = document.createElement('div');
    ctx.on(el, 'ping', () => {
      throw new Error('boom');
    });
    expect(() => el.dispatchEvent(new Event('ping'))).not.toThrow();
    expect(warn.mock.calls.some(([text]) => String(text).includes('test-widget') && String(text).includes('boom'))).toBe(true);
    warn.mockRestore();
  });
});

describe('ctx.later', () => {
  it('runs once after the delay, can be cancelled, and never runs after unmount', () => {
    vi.useFakeTimers();
    const { ctx, ctrl } = context();
    const ran = vi.fn();
    ctx.later(100, () => ran('a'));
    const cancel = ctx.later(100, () => ran('b'));
    ctx.later(300, () => ran('c'));
    cancel();
    vi.advanceTimersByTime(150);
    expect(ran.mock.calls).toEqual([['a']]);
    ctrl.abort();
    vi.advanceTimersByTime(500);
    expect(ran.mock.calls).toEqual([['a']]);
  });
});

describe('ctx.latest', () => {
  it('a newer run aborts the older one, whose result is dropped', async () => {
    const { ctx } = context();
    const latest = ctx.latest();
    const resolvers: Array<(v: string) => void> = [];
    const signals: AbortSignal[] = [];
    const task = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => resolvers.push(resolve));
    };
    const first = latest.run(task);
    const second = latest.run(task);
    expect(signals[0].aborted).toBe(true);
    resolvers[1]('new');
    resolvers[0]('old');
    expect(await first).toBeUndefined();
    expect(await second).toBe('new');
  });

  it('unmount aborts the running task; its own errors still reject', async () => {
    const { ctx, ctrl } = context();
    const latest = ctx.latest();
    let seen: AbortSignal | undefined;
    const pending = latest.run((signal) => {
      seen = signal;
      return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    });
    ctrl.abort();
    expect(seen?.aborted).toBe(true);
    expect(await pending).toBeUndefined();
    const fresh = context().ctx.latest();
    await expect(fresh.run(() => Promise.reject(new Error('server said no')))).rejects.toThrow('server said no');
  });
});
