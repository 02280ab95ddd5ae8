import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordVisitorActivity, type Typo } from '../src/visitor-activity';
import { readSettings } from '../src/config';
import { installConfig, makeEnv } from './fixtures';

let ctrl: AbortController;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  ctrl.abort();
  vi.useRealTimers();
});

const move = (x: number, y: number) => document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
function start() {
  installConfig();
  const made = makeEnv(readSettings(vi.fn()));
  ctrl = made.ctrl;
  made.run(recordVisitorActivity);
  return { s: made.s, flush: made.env.flushActivity };
}

describe('collector', () => {
  it('samples the mouse at most every 150 ms, keeps 50 samples, and writes only on the 1,200 ms timer', () => {
    const { s, flush } = start();
    move(1, 2);
    move(3, 4); // same 150 ms window: not sampled
    expect(localStorage.getItem('ct_pointer_data')).toBeNull();
    vi.advanceTimersByTime(1200);
    expect(JSON.parse(JSON.parse(localStorage.getItem('ct_pointer_data')!).value)).toEqual([[2, 1, 0]]);
    expect(s.data.ct_mouse_moved).toBe(true);
    for (let i = 0; i < 80; i++) {
      vi.advanceTimersByTime(150);
      move(i, i);
    }
    flush();
    expect((s.data.ct_pointer_data as unknown[]).length).toBe(50);
  });

  it('records typing in a comment field: keys, deltas, paste and autofill', () => {
    document.body.innerHTML = '<textarea id="c"></textarea><textarea id="d"></textarea>';
    const { s, flush } = start();
    const ta = document.getElementById('c')!;
    const key = () => ta.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    key();
    vi.advanceTimersByTime(100);
    key();
    vi.advanceTimersByTime(300);
    key();
    ta.dispatchEvent(new Event('paste', { bubbles: true }));
    document.getElementById('d')!.dispatchEvent(new InputEvent('input', { bubbles: true }));
    flush();
    const [t, autofilled] = s.data.typo as Typo[];
    expect(t).toMatchObject({ countOfKey: 3, lastDelta: 300, speedDelta: 200, isUseBuffer: true, isAutoFill: false });
    expect(t.lastKeyTimestamp - t.firstKeyTimestamp).toBe(400);
    expect(autofilled).toMatchObject({ isAutoFill: true, countOfKey: 0 });
    expect(s.data.ct_fkp_timestamp).toBeGreaterThan(0);
  });

  it('stops listening when unmounted', () => {
    const { s } = start();
    ctrl.abort();
    move(5, 5);
    vi.advanceTimersByTime(1200);
    expect(s.data.ct_mouse_moved).toBe(false);
    expect(localStorage.getItem('ct_mouse_moved')).toBeNull();
  });
});
