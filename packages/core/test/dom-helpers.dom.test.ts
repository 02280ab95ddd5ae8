// Core's shared DOM helpers: reduced motion, the swipe classifier and its listeners, one run per animation frame,
// and the fixed-chrome offset.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifySwipe, eachFrame, fixedChromeOffset, prefersReducedMotion, swipeTracker, watchSwipe, type Swipe } from '@dropins/core/dom';
import { createContext } from '../src/context';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A touch event at (x, y) at time `t` ms, with `fingers` touches down (touchstart) or lifted (touchend). */
function touch(type: string, x: number, y: number, t: number, fingers = 1): Event {
  const event = new Event(type, { bubbles: true });
  const point = { clientX: x, clientY: y };
  const down = type === 'touchstart' ? Array.from({ length: fingers }, () => point) : [];
  Object.defineProperties(event, { touches: { value: down }, changedTouches: { value: [point] }, timeStamp: { value: t } });
  return event;
}

function swipeOn(el: Element, from: [number, number, number], to: [number, number, number]): void {
  el.dispatchEvent(touch('touchstart', ...from));
  el.dispatchEvent(touch('touchend', ...to));
}

describe('prefersReducedMotion', () => {
  it('follows the prefers-reduced-motion media query', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe('classifySwipe (jQuery Mobile thresholds: under 1000 ms, over 30 px across, under 30 px down)', () => {
  it('tells left from right', () => {
    expect(classifySwipe(-31, 0, 100)).toBe('left');
    expect(classifySwipe(31, 0, 100)).toBe('right');
  });
  it('is no swipe at 30 px across, at 30 px up or down, or at 1000 ms', () => {
    expect(classifySwipe(30, 0, 100)).toBeNull();
    expect(classifySwipe(-30, 0, 100)).toBeNull();
    expect(classifySwipe(80, 29, 999)).toBe('right');
    expect(classifySwipe(80, 30, 100)).toBeNull();
    expect(classifySwipe(80, -30, 100)).toBeNull();
    expect(classifySwipe(80, 0, 1000)).toBeNull();
  });
});

describe('swipeTracker and watchSwipe', () => {
  it('reports one-finger swipes that start inside the element, and nothing for taps, scrolls or two fingers', () => {
    document.body.innerHTML = '<div id="area"></div><p id="outside"></p>';
    const area = document.getElementById('area')!;
    const ctrl = new AbortController();
    const seen: Swipe[] = [];
    const starts: number[] = [];
    watchSwipe(area, createContext('test', ctrl.signal, area), (swipe, from) => {
      seen.push(swipe);
      starts.push(from.x);
    });
    swipeOn(area, [200, 100, 0], [120, 110, 300]);
    swipeOn(area, [100, 100, 0], [190, 95, 200]);
    swipeOn(area, [100, 100, 0], [105, 100, 80]); // a tap
    swipeOn(area, [100, 100, 0], [160, 200, 300]); // a scroll
    area.dispatchEvent(touch('touchstart', 100, 100, 0, 2));
    area.dispatchEvent(touch('touchend', 10, 100, 100)); // two fingers
    swipeOn(document.getElementById('outside')!, [200, 100, 0], [100, 100, 100]);
    expect(seen).toEqual(['left', 'right']);
    expect(starts).toEqual([200, 100]);
    ctrl.abort();
    swipeOn(area, [200, 100, 0], [100, 100, 100]);
    expect(seen).toHaveLength(2);
  });

  it('forgets a touch that was cancelled', () => {
    const swipes = swipeTracker();
    swipes.start(touch('touchstart', 200, 100, 0) as TouchEvent);
    swipes.cancel();
    expect(swipes.end(touch('touchend', 100, 100, 100) as TouchEvent)).toBeNull();
  });
});

describe('eachFrame', () => {
  it('runs once per animation frame however often the events fire, and not after unmount', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
    const ctrl = new AbortController();
    const fn = vi.fn();
    eachFrame(createContext('test', ctrl.signal, null), window, ['resize', 'scroll'], fn);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(2);
    ctrl.abort();
    frames[1](16);
    window.dispatchEvent(new Event('scroll'));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(2);
  });
});

describe('fixedChromeOffset', () => {
  const height = (el: Element | null, h: number) => {
    if (el) el.getBoundingClientRect = () => ({ height: h }) as DOMRect;
  };
  it('counts the admin bar where it is fixed (601 px and wider) and the fixed elements named', () => {
    document.body.innerHTML = '<div id="wpadminbar"></div><header id="top"></header>';
    height(document.getElementById('wpadminbar'), 32);
    const header = document.getElementById('top');
    height(header, 80.5);
    vi.stubGlobal('innerWidth', 1280);
    expect(fixedChromeOffset(document.body)).toBe(32);
    expect(fixedChromeOffset(document.body, [header, null])).toBe(112.5);
    vi.stubGlobal('innerWidth', 600);
    expect(fixedChromeOffset(document.body, [header])).toBe(80.5);
  });
  it('is 0 on a page without chrome', () => {
    expect(fixedChromeOffset(document.body)).toBe(0);
  });
});
