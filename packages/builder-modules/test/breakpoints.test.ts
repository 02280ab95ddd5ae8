import { describe, expect, it } from 'vitest';
import { deviceFor } from '../src/shared/devices/breakpoints';

describe('breakpoints', () => {
  it('desktop above 980, tablet 768-980, phone 767 and below', () => {
    expect(deviceFor(981)).toBe('desktop');
    expect(deviceFor(980)).toBe('tablet');
    expect(deviceFor(768)).toBe('tablet');
    expect(deviceFor(767)).toBe('phone');
  });
});
