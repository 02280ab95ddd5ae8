import { describe, expect, it } from 'vitest';
import { offsetPx, readStickyConfig, stickyFor } from '../src/families/sticky-modules/config';
import { place } from '../src/families/sticky-modules/position';

describe('sticky', () => {
  const viewport = { width: 1200, height: 800 };
  it('reads [] as none and responsive options per device', () => {
    expect(readStickyConfig([])).toEqual([]);
    expect(() => readStickyConfig('x')).toThrow();
    const [item] = readStickyConfig({ a: { selector: '.a', position: { desktop: 'top_bottom', tablet: 'top', phone: 'none' }, topOffset: '80px', bottomOffset: '2vh', topLimit: 'section', bottomLimit: 'row', offsetSurrounding: 'on' } });
    expect(stickyFor(item, 'desktop', viewport)).toEqual({ selector: '.a', position: 'top_bottom', topOffset: 80, bottomOffset: 16, topLimit: 'section', bottomLimit: 'row', offsetSurrounding: true });
    expect(stickyFor(item, 'phone', viewport).position).toBe('none');
    expect(offsetPx('-10px', viewport)).toBe(0);
  });
  const top = { selector: '.a', position: 'top' as const, topOffset: 10, bottomOffset: 0, topLimit: 'none' as const, bottomLimit: 'section' as const, offsetSurrounding: true };
  it('sticks at the top offset, stacks under modules above, and pauses at the limit', () => {
    const natural = { top: 500, height: 100 };
    const section = { top: 400, height: 1000 };
    expect(place(top, natural, 400, 800, 0, { top: null, bottom: section }).state).toBe('none');
    expect(place(top, natural, 600, 800, 0, { top: null, bottom: section })).toEqual({ state: 'top', top: 10, paused: false });
    expect(place(top, natural, 600, 800, 60, { top: null, bottom: section })).toEqual({ state: 'top', top: 70, paused: false });
    // the section ends at 1400: the module's bottom may not pass it
    expect(place(top, natural, 1350, 800, 0, { top: null, bottom: section })).toEqual({ state: 'top', top: -50, paused: true });
  });
  it('sticks to the bottom while its place is below the viewport', () => {
    const bottom = { ...top, position: 'bottom' as const, bottomOffset: 20, bottomLimit: 'none' as const };
    expect(place(bottom, { top: 1500, height: 50 }, 0, 800, 0, { top: null, bottom: null })).toEqual({ state: 'bottom', top: 730, paused: false });
    expect(place(bottom, { top: 1500, height: 50 }, 1000, 800, 0, { top: null, bottom: null }).state).toBe('none');
  });
});
