import { describe, expect, it } from 'vitest';
import { NO_DEFAULT_UNIT, sanitizeUnit, tagsBalanced, unitOf } from '../src/shared/layout/css-values';
import { byDevice, isResponsive, responsiveValue } from '../src/shared/devices/responsive';
import { deviceFor } from '../src/shared/devices/breakpoints';

describe('sanitizeUnit', () => {
  it.each(['px', 'em', 'rem', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', '%', 'deg', 'vmin', 'vmax'])('keeps the recognised unit %s', (unit) => {
    expect(sanitizeUnit(`12.5${unit}`)).toBe(`12.5${unit}`);
  });
  it('adds px to a bare number, or the given default unit, or none with no_default_unit', () => {
    expect(sanitizeUnit('12')).toBe('12px');
    expect(sanitizeUnit(7, 'em')).toBe('7em');
    expect(sanitizeUnit('12', NO_DEFAULT_UNIT)).toBe('12');
  });
  it('replaces an unknown unit by the default', () => {
    expect(sanitizeUnit('3furlongs')).toBe('3px');
  });
  it('keeps !important', () => {
    expect(sanitizeUnit('4vw!important')).toBe('4vw !important');
    expect(sanitizeUnit('4 !important')).toBe('4px !important');
  });
  it('gives empty for a value that is not numeric', () => {
    expect(sanitizeUnit('auto')).toBe('');
    expect(sanitizeUnit('')).toBe('');
    expect(sanitizeUnit('px')).toBe('');
  });
  it('does not read vmin as in, and normalises the number', () => {
    expect(sanitizeUnit('-010.50vmin')).toBe('-10.5vmin');
    expect(unitOf('10vmin')).toBe('vmin');
    expect(unitOf('10')).toBe('');
  });
});

describe('tagsBalanced', () => {
  it('counts opening and closing tags per name', () => {
    expect(tagsBalanced('<p><strong>a</strong> b</p>')).toBe(true);
    expect(tagsBalanced('<div><p>a</div>')).toBe(false);
    expect(tagsBalanced('</p><p>')).toBe(true); // counting, not nesting
  });
  it('ignores void and self-closing tags and comments', () => {
    expect(tagsBalanced('a<br>b<img src="x"><hr/><input type="text"><span/>')).toBe(true);
    expect(tagsBalanced('<!-- <div> --><p>x</p>')).toBe(true);
  });
});

describe('responsive readers', () => {
  const attrs = { title: 'Desk', title_tablet: 'Tab', title_phone: '', title_last_edited: 'on|phone' };
  it('reads _tablet / _phone only when _last_edited starts with on', () => {
    expect(isResponsive(attrs, 'title')).toBe(true);
    expect(responsiveValue(attrs, 'title', 'desktop')).toBe('Desk');
    expect(responsiveValue(attrs, 'title', 'tablet')).toBe('Tab');
    expect(responsiveValue(attrs, 'title', 'phone')).toBe('Tab'); // empty phone falls back to tablet
    const off = { ...attrs, title_last_edited: 'off|tablet' };
    expect(isResponsive(off, 'title')).toBe(false);
    expect(responsiveValue(off, 'title', 'tablet')).toBe('Desk');
    expect(responsiveValue({ a: '1', a_tablet: '2' }, 'a', 'tablet')).toBe('1');
  });
  it('resolves per-device config values with fallbacks', () => {
    const isString = (v: unknown): v is string => typeof v === 'string';
    expect(byDevice('top', 'phone', isString)).toBe('top');
    expect(byDevice({ desktop: 'top_bottom', tablet: 'top', phone: 'none' }, 'phone', isString)).toBe('none');
    expect(byDevice({ desktop: 'top_bottom' }, 'phone', isString)).toBe('top_bottom');
    expect(byDevice({ desktop: 'a', tablet: 'b' }, 'phone', isString)).toBe('b');
  });
});

describe('breakpoints', () => {
  it('desktop above 980, tablet 768-980, phone 767 and below', () => {
    expect(deviceFor(981)).toBe('desktop');
    expect(deviceFor(980)).toBe('tablet');
    expect(deviceFor(768)).toBe('tablet');
    expect(deviceFor(767)).toBe('phone');
  });
});
