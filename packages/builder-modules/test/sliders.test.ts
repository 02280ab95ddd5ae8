import { describe, expect, it } from 'vitest';
import { classifySwipe } from '@dropins/core/dom';
import { DEFAULT_SPEED_MS, parseSpeed, targetIndex, wrapIndex } from '../src/families/slider/options';
import { withoutAutoplay } from '../src/families/slider/video';
import { label, LABELS } from '../src/families/slider/config';
import { columnsFor, groupIndices, itemHeight, nextStart } from '../src/families/portfolio-carousel/columns';

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

describe('portfolio carousel: columns', () => {
  it('follows the items width: 5 ≥ 1600, 4 ≥ 1024, 3 ≥ 768, 2 ≥ 480, else 1', () => {
    const cases: Array<[number, number]> = [[1920, 5], [1600, 5], [1599, 4], [1024, 4], [1023, 3], [768, 3], [767, 2], [480, 2], [479, 1], [0, 1]];
    for (const [width, columns] of cases) expect([width, columnsFor(width)]).toEqual([width, columns]);
  });
  it('makes items 75 % as high as wide', () => {
    expect(itemHeight(1280, 4)).toBe(240);
    expect(itemHeight(390, 1)).toBeCloseTo(292.5);
  });
  it('groups wrap past the end and never show an item twice', () => {
    expect(groupIndices(0, 4, 6)).toEqual([0, 1, 2, 3]);
    expect(groupIndices(4, 4, 6)).toEqual([4, 5, 0, 1]);
    expect(groupIndices(0, 5, 3)).toEqual([0, 1, 2]);
    expect(nextStart(4, 4, 6, 'next')).toBe(2);
    expect(nextStart(0, 4, 6, 'previous')).toBe(2);
    expect(nextStart(0, 3, 6, 'previous')).toBe(3);
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
