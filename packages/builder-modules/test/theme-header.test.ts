import { describe, expect, it } from 'vitest';
import { headerTrigger, isPastHeader } from '../src/families/theme-header/offsets';
import { swipeAction } from '../src/families/theme-header/slide-in';

describe('theme header', () => {
  it('fixes the header once the content passes Divi’s trigger line', () => {
    expect(headerTrigger(66, 0)).toBe(37);
    expect(headerTrigger(90, 32)).toBe(93);
    expect(headerTrigger(120, 0)).toBe(64);
    expect(isPastHeader(0, 100, 37)).toBe(false);
    expect(isPastHeader(62, 100, 37)).toBe(false);
    expect(isPastHeader(63, 100, 37)).toBe(true);
  });

  it('opens the slide-in menu only on a left swipe from the right edge, closes on a right swipe', () => {
    expect(swipeAction('left', 380, 390, false)).toBe('open');
    expect(swipeAction('left', 359, 390, false)).toBeNull(); // began 31 px from the edge
    expect(swipeAction('left', 360, 390, false)).toBe('open');
    expect(swipeAction('right', 100, 390, true)).toBe('close');
    expect(swipeAction('right', 100, 390, false)).toBeNull();
    expect(swipeAction('left', 380, 390, true)).toBeNull();
  });
});
