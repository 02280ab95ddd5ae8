import { describe, expect, it } from 'vitest';
import { DEFAULT_ALPHA, DEFAULT_TRACK, hasHoverColors, ringColors } from '../src/families/counters/colors';
import { easeInOutQuad } from '../src/families/counters/count-up';
import { formatCount, readTarget } from '../src/families/counters/format';
import { padUnit, remaining } from '../src/families/countdown/time';
import { withAutoplay } from '../src/families/video/autoplay';
import { grayscaleStyles, saturation } from '../src/families/map/grayscale';
import { pageNumber } from '../src/families/blog/match';

const reader = (data: Record<string, string>) => (name: string) => data[name];

describe('number formatting', () => {
  it('groups thousands with the separator, rounds, and leaves small numbers alone', () => {
    expect(formatCount(12500, ',')).toBe('12,500');
    expect(formatCount(1234567.6, '.')).toBe('1.234.568');
    expect(formatCount(999, ',')).toBe('999');
    expect(formatCount(12500, '')).toBe('12500');
    expect(formatCount(0, ',')).toBe('0');
  });
  it('reads only finite non-negative targets', () => {
    expect(readTarget('75')).toBe(75);
    expect(readTarget('12.5')).toBe(12.5);
    for (const bad of ['', ' ', 'abc', '-3', 'Infinity', null, undefined]) expect(readTarget(bad)).toBeNull();
  });
  it('eases from 0 to 1, symmetric around the middle', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(1)).toBe(1);
    expect(easeInOutQuad(0.5)).toBeCloseTo(0.5);
    expect(easeInOutQuad(0.25)).toBeCloseTo(1 - easeInOutQuad(0.75));
  });
});

describe('countdown math', () => {
  const end = 1_000_000;
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = remaining(end, (end - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5)) * 1000);
    expect(left).toEqual({ total: 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('never goes negative and rounds partial seconds down', () => {
    expect(remaining(end, (end + 50) * 1000)).toEqual({ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(end, (end - 1.5) * 1000).seconds).toBe(1);
  });
  it('pads days to three digits and the rest to two, never cutting longer numbers', () => {
    expect(padUnit('days', 5)).toBe('005');
    expect(padUnit('days', 1234)).toBe('1234');
    expect(padUnit('hours', 7)).toBe('07');
    expect(padUnit('seconds', 0)).toBe('00');
  });
});

describe('circle counter colours', () => {
  const data = reader({
    'bar-bg-color': '#7e3bd0', color: '#000000', alpha: '0.1',
    'bar-bg-color-tablet': '#e02b20', 'bar-bg-color-phone': '#0c71c3', 'color-tablet': '#222222', 'alpha-tablet': '0.2',
    'bar-bg-color-hover': '#00c853', 'color-hover': '#ffffff', 'alpha-hover': '0.35',
  });
  it('picks each device value, falling back to desktop', () => {
    expect(ringColors(data, 'desktop', 'normal')).toEqual({ bar: '#7e3bd0', track: '#000000', alpha: 0.1 });
    expect(ringColors(data, 'tablet', 'normal')).toEqual({ bar: '#e02b20', track: '#222222', alpha: 0.2 });
    expect(ringColors(data, 'phone', 'normal')).toEqual({ bar: '#0c71c3', track: '#000000', alpha: 0.1 });
  });
  it('uses hover values while hovered, the device value where hover has none', () => {
    expect(ringColors(data, 'phone', 'hover')).toEqual({ bar: '#00c853', track: '#ffffff', alpha: 0.35 });
    expect(ringColors(reader({ 'bar-bg-color': '#111', 'bar-bg-color-sticky': '#222' }), 'desktop', 'sticky').bar).toBe('#222');
    expect(hasHoverColors(data)).toBe(true);
    expect(hasHoverColors(reader({ 'bar-bg-color': '#111' }))).toBe(false);
  });
  it('defaults the track to black at 10 % and ignores a bad alpha', () => {
    expect(ringColors(reader({ 'bar-bg-color': '#111', alpha: 'lots' }), 'desktop', 'normal')).toEqual({ bar: '#111', track: DEFAULT_TRACK, alpha: DEFAULT_ALPHA });
    expect(ringColors(reader({ alpha: '7' }), 'desktop', 'normal').alpha).toBe(DEFAULT_ALPHA);
  });
});

describe('video autoplay URL', () => {
  it('puts autoplay=1 first, keeps the query and the hash', () => {
    expect(withAutoplay('https://www.youtube.com/embed/ID?feature=oembed')).toBe('https://www.youtube.com/embed/ID?autoplay=1&feature=oembed');
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(withAutoplay('https://x.test/v?a=1#t=5')).toBe('https://x.test/v?autoplay=1&a=1#t=5');
  });
  it('leaves a URL that already says autoplay alone', () => {
    expect(withAutoplay('https://x.test/v?autoplay=0')).toBeNull();
  });
});

describe('map grayscale', () => {
  const attrs = (data: Record<string, string>) => (name: string) => data[name] ?? null;
  it('reads the device value, phone falling back to tablet, then desktop', () => {
    const read = attrs({ 'data-grayscale': '40', 'data-grayscale-tablet': '0' });
    expect(saturation(read, 'desktop')).toBe(-40);
    expect(saturation(read, 'tablet')).toBe(-0);
    expect(saturation(read, 'phone')).toBe(-0);
    expect(saturation(attrs({ 'data-grayscale': '40' }), 'phone')).toBe(-40);
  });
  it('has no styles without a filter, and clamps odd values', () => {
    expect(saturation(attrs({}), 'desktop')).toBeNull();
    expect(grayscaleStyles(null)).toEqual([]);
    expect(saturation(attrs({ 'data-grayscale': '250' }), 'desktop')).toBe(-100);
    expect(grayscaleStyles(-40)).toEqual([{ stylers: [{ saturation: -40 }] }]);
  });
});

describe('blog page numbers', () => {
  it('reads /page/N/ and ?paged=N, else page 1', () => {
    expect(pageNumber('https://example.test/fixture-page-2/page/2/?et_blog')).toBe(2);
    expect(pageNumber('https://example.test/fixture-page-2/?et_blog')).toBe(1);
    expect(pageNumber('https://example.test/?paged=3&et_blog')).toBe(3);
    expect(pageNumber('https://example.test/page/0/')).toBe(1);
  });
});
