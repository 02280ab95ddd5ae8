import { describe, expect, it } from 'vitest';
import { NO_DEFAULT_UNIT, sanitizeUnit, tagsBalanced, unitOf } from '../src/shared/layout/css-values';

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
