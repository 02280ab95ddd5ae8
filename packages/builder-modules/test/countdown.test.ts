import { describe, expect, it } from 'vitest';
import { padUnit, remaining } from '../src/families/countdown/time';

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
