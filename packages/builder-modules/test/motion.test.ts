import { describe, expect, it } from 'vitest';
import { breakpointsOf, progressOf, readEffects, styleAt, valueAt, type Effect } from '../src/families/motion/effects';
import { clampPercent, clampRotation, clampSkew, parseMotionString, readLimits, sanitizeLength } from '../src/shared/animation/effect-values';

describe('motion validation', () => {
  it('clamps limits to integers 0..100, kept ascending, defaults 0|50|50|100', () => {
    expect(readLimits(['10', '60', '40', '120'])).toEqual([10, 60, 60, 100]);
    expect(readLimits(['-5', '20.6', 'x', ''])).toEqual([0, 21, 50, 100]);
    expect(readLimits([])).toEqual([0, 50, 50, 100]);
    expect(readLimits([90, 10, 5, 1])).toEqual([90, 90, 90, 90]);
  });
  it('clamps and rounds percentages, rotation and skew', () => {
    expect(clampPercent(101.2)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(33.5)).toBe(34);
    expect(clampRotation(720)).toBe(359);
    expect(clampRotation(-400)).toBe(-359);
    expect(clampSkew(200)).toBe(180);
    expect(clampSkew(-181)).toBe(-180);
  });
  it('keeps lengths >= 0 with two decimals, unknown unit px', () => {
    expect(sanitizeLength('12.345em')).toBe('12.35em');
    expect(sanitizeLength('-4')).toBe('0px');
    expect(sanitizeLength('80px')).toBe('80px');
    expect(sanitizeLength('3parsecs')).toBe('3px');
    expect(sanitizeLength('big')).toBe('');
  });
  it('parses a module motion string with numbers only for the values', () => {
    expect(parseMotionString('10|50|50|90|2|0|-2', 'translateY')).toEqual({ limits: [10, 50, 50, 90], values: [2, 0, -2] });
    expect(parseMotionString('0|50|50|100|abc|150|20', 'opacity').values).toEqual([0, 100, 20]);
    expect(parseMotionString('|||', 'blur')).toEqual({ limits: [0, 40, 60, 100], values: [10, 0, 0] });
    expect(parseMotionString('0|50|50|100|500|0|0', 'rotate').values).toEqual([359, 0, 0]);
  });
  it('drops malformed config items with one report', () => {
    const reports: string[] = [];
    const effects = readEffects([{ id: '.a', resolver: 'scale', start: '0', midStart: '50', midEnd: '50', end: '100', startValue: 70, midValue: 100, endValue: 100 }, { id: '.b', resolver: 'skewZ' }, 'x'], (m) => reports.push(m));
    expect(effects.map((e) => e.selector)).toEqual(['.a']);
    expect(effects[0].triggerStart).toBe('middle');
    expect(reports).toHaveLength(1);
  });
});

const effect = (over: Partial<Effect>): Effect => ({ selector: '.x', resolver: 'translateY', limits: [0, 50, 50, 100], values: [4, 0, -4], triggerStart: 'middle', triggerEnd: 'middle', ...over });

describe('motion values', () => {
  it('interpolates start → mid, holds mid, interpolates mid → end', () => {
    const e = effect({ limits: [10, 30, 70, 90], values: [0, 100, 50], resolver: 'opacity' });
    expect(valueAt(e, 0)).toBe(0);
    expect(valueAt(e, 20)).toBe(50);
    expect(valueAt(e, 50)).toBe(100);
    expect(valueAt(e, 80)).toBe(75);
    expect(valueAt(e, 100)).toBe(50);
  });
  it('renders translate as round(100 × v) px, scale and opacity as fractions, rotate in deg, blur in px', () => {
    const s = styleAt([effect({}), effect({ resolver: 'scale', values: [70, 100, 100] }), effect({ resolver: 'rotate', values: [90, 0, 0] }), effect({ resolver: 'opacity', values: [0, 100, 100] }), effect({ resolver: 'blur', values: [10, 0, 0] })], 25);
    expect(s.transform).toBe('translateY(200px) rotate(45deg) scale(0.85)');
    expect(s.opacity).toBe('0.5');
    expect(s.filter).toBe('blur(5px)');
  });
  it('keyframe offsets are the union of every limit', () => {
    expect(breakpointsOf([effect({ limits: [0, 30, 70, 100] }), effect({ limits: [10, 50, 50, 90] })])).toEqual([0, 10, 30, 50, 70, 90, 100]);
  });
  it('progress runs from the start trigger at the viewport bottom to the end trigger at the viewport top', () => {
    // element at 1000..1200, viewport 800
    expect(progressOf(1000, 200, 300, 800, 'middle', 'middle')).toBe(0); // centre (1100) at bottom: 300 + 800
    expect(progressOf(1000, 200, 700, 800, 'middle', 'middle')).toBe(50);
    expect(progressOf(1000, 200, 1100, 800, 'middle', 'middle')).toBe(100);
    expect(progressOf(1000, 200, 200, 800, 'top', 'bottom')).toBe(0);
    expect(progressOf(1000, 200, 1200, 800, 'top', 'bottom')).toBe(100);
    expect(progressOf(1000, 200, 5000, 800, 'top', 'bottom')).toBe(100);
  });
});
