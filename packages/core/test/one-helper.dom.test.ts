// Core's one helper per job, each tested here once: text of an unknown value, ids, the touch ghost, the idle
// callback and the slide.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textOf } from '@dropins/core';
import { ensureId, isSliding, isTouchGhost, slideDown, slideUp, uniqueId, whenIdle } from '@dropins/core/dom';
import { resetPageState } from '@dropins/core/testing';
import { createContext } from '../src/context';
import { TOUCH_GHOST_MS } from '../src/dom/touch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPageState();
  document.body.innerHTML = '';
});

describe('textOf', () => {
  it('keeps strings, writes out finite numbers, and gives "" for anything else', () => {
    expect([textOf('a'), textOf(''), textOf(12), textOf(0), textOf(-1.5)]).toEqual(['a', '', '12', '0', '-1.5']);
    expect([NaN, Infinity, null, undefined, {}, ['x'], true].map(textOf)).toEqual(['', '', '', '', '', '', '']);
  });
});

describe('uniqueId and ensureId', () => {
  it('count up for the page, and start again after a page reset', () => {
    expect([uniqueId('a'), uniqueId('b'), uniqueId('a')]).toEqual(['a-1', 'b-2', 'a-3']);
    resetPageState();
    expect(uniqueId('a')).toBe('a-1');
  });

  it('ensureId keeps an id the element has, and gives one to an element without', () => {
    const named = Object.assign(document.createElement('div'), { id: 'mine' });
    const bare = document.createElement('div');
    expect(ensureId(named, 'x')).toBe('mine');
    expect(ensureId(bare, 'x')).toBe('x-1');
    expect(bare.id).toBe('x-1');
  });
});

describe('isTouchGhost', () => {
  it('is true for the time after a touch when the browser emulates mouse events, then false', () => {
    vi.useFakeTimers({ now: 10_000 });
    const touchedAt = Date.now();
    expect(isTouchGhost(touchedAt)).toBe(true);
    vi.advanceTimersByTime(TOUCH_GHOST_MS - 1);
    expect(isTouchGhost(touchedAt)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isTouchGhost(touchedAt)).toBe(false);
    expect(isTouchGhost(-Infinity)).toBe(false);
  });
});

describe('whenIdle', () => {
  it('runs once the page is idle (guarded), with the timeout given; not after the widget is gone', () => {
    const idle: { cb: IdleRequestCallback; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, options?: IdleRequestOptions) => idle.push({ cb, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctrl = new AbortController();
    const ctx = createContext('test', ctrl.signal, null);
    whenIdle(ctx, () => {
      throw new Error('broken');
    }, 3000);
    expect(idle[0].timeout).toBe(3000);
    expect(() => idle[0].cb({} as IdleDeadline)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    whenIdle(ctx, () => undefined, 3000);
    ctrl.abort();
    expect(cancelled).toContain(2);
    warn.mockRestore();
  });

  it('without requestIdleCallback, runs on the next task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    whenIdle(createContext('test', new AbortController().signal, null), fn, 3000);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('slideDown and slideUp', () => {
  it('without animation (reduced motion, no Web Animations), show and hide at once', async () => {
    const el = document.body.appendChild(Object.assign(document.createElement('div'), { textContent: 'x' }));
    await slideUp(el, 200);
    expect(el.style.display).toBe('none');
    await slideDown(el, 200);
    expect(el.style.display).toBe('');
    expect(isSliding(el)).toBe(false);
  });

  it('animate height and padding, backwards to shut; a newer slide replaces the older', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const played: { keyframes: Record<string, string[]>; direction?: PlaybackDirection; cancel: () => void; finished: Promise<void>; end: () => void }[] = [];
    el.animate = ((keyframes: Record<string, string[]>, options: KeyframeAnimationOptions) => {
      let end = () => undefined as void;
      let fail = (_: unknown) => undefined as void;
      const finished = new Promise<void>((resolve, reject) => ((end = resolve), (fail = reject)));
      const animation = { keyframes, direction: options.direction, finished, end, cancel: () => fail(new Error('cancelled')) };
      played.push(animation);
      return animation as unknown as Animation;
    }) as typeof el.animate;
    const up = slideUp(el, 200);
    expect(played[0].direction).toBe('reverse');
    expect(Object.keys(played[0].keyframes).sort()).toEqual(['height', 'overflow', 'paddingBottom', 'paddingTop']);
    expect(isSliding(el)).toBe(true);
    const down = slideDown(el, 200);
    await up;
    // The replaced slide-up did not hide the element.
    expect(el.style.display).toBe('');
    expect(played[1].direction).toBe('normal');
    played[1].end();
    await down;
    expect(isSliding(el)).toBe(false);
    const shut = slideUp(el, 200);
    played[2].end();
    await shut;
    expect(el.style.display).toBe('none');
  });
});
