import { describe, expect, it } from 'vitest';
import { DEFAULT_ALPHA, DEFAULT_TRACK, hasHoverColors, ringColors } from '../src/families/counters/colors';
import { easeInOutQuad } from '../src/families/counters/count-up';
import { formatCount, readTarget } from '../src/families/counters/format';

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
