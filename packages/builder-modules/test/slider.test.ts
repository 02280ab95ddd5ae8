import { describe, expect, it } from 'vitest';
import { classifySwipe } from '@dropins/core/dom';
import { DEFAULT_SPEED_MS, parseSpeed, targetIndex, wrapIndex } from '../src/families/slider/options';
import { withoutAutoplay } from '../src/families/slider/video';
import { label, LABELS } from '../src/families/slider/config';

describe('slider: speed from the classes', () => {
  it('reads et_slider_speed_N in ms', () => {
    expect(parseSpeed(['et_pb_slider', 'et_slider_auto', 'et_slider_speed_5000'])).toBe(5000);
  });
  it('falls back to 7000 ms when the class is missing, zero or not a number', () => {
    for (const classes of [['et_slider_auto'], ['et_slider_speed_0'], ['et_slider_speed_fast'], ['et_slider_speed_'], ['x_et_slider_speed_300']]) {
      expect(parseSpeed(classes)).toBe(DEFAULT_SPEED_MS);
    }
    expect(DEFAULT_SPEED_MS).toBe(7000);
  });
});

describe('slider: index arithmetic', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
  it('next and previous wrap; an index moves there; same slide, bad index or one slide lead nowhere', () => {
    expect(targetIndex(2, 'next', 3)).toBe(0);
    expect(targetIndex(0, 'previous', 3)).toBe(2);
    expect(targetIndex(0, 2, 3)).toBe(2);
    expect(targetIndex(1, 1, 3)).toBeNull();
    expect(targetIndex(0, 3, 3)).toBeNull();
    expect(targetIndex(0, -1, 3)).toBeNull();
    expect(targetIndex(0, 1.5, 3)).toBeNull();
    expect(targetIndex(0, 'next', 1)).toBeNull();
  });
});

describe('slider: video src without autoplay', () => {
  it('removes the parameter in the three places Divi adds it, including the literal &amp; form', () => {
    expect(withoutAutoplay('https://y.test/embed/ID?autoplay=1')).toBe('https://y.test/embed/ID');
    expect(withoutAutoplay('https://y.test/embed/ID?autoplay=1&amp;feature=oembed')).toBe('https://y.test/embed/ID?feature=oembed');
    expect(withoutAutoplay('https://y.test/embed/ID?autoplay=1&feature=oembed')).toBe('https://y.test/embed/ID?feature=oembed');
    expect(withoutAutoplay('https://y.test/embed/ID?feature=oembed&autoplay=1')).toBe('https://y.test/embed/ID?feature=oembed');
    expect(withoutAutoplay('https://y.test/embed/ID?feature=oembed')).toBe('https://y.test/embed/ID?feature=oembed');
  });
});

describe('slider: labels', () => {
  it('fills the slide position', () => {
    expect(label(LABELS.slide, { n: 2, count: 3 })).toBe('2 of 3');
    expect(label('{n} of {missing}', { n: 1 })).toBe('1 of {missing}');
  });
});

describe('swipes (jQuery Mobile thresholds)', () => {
  it('is a swipe when quick, wide enough and flat enough', () => {
    expect(classifySwipe(-80, 5, 200)).toBe('left');
    expect(classifySwipe(80, -5, 200)).toBe('right');
  });
  it('is no swipe when slow, short, steep, or a tap', () => {
    expect(classifySwipe(-80, 5, 1000)).toBeNull();
    expect(classifySwipe(-30, 0, 100)).toBeNull();
    expect(classifySwipe(-31, 0, 100)).toBe('left');
    expect(classifySwipe(-80, 30, 100)).toBeNull();
    expect(classifySwipe(0, 0, 50)).toBeNull();
  });
});
