import { describe, expect, it } from 'vitest';
import { parallaxOffset } from '../src/families/parallax/true-parallax';

describe('parallax', () => {
  it('moves at 0.3 of the scroll from the moment the wrap enters', () => {
    expect(parallaxOffset(200, 800, 1000)).toBe(0);
    expect(parallaxOffset(1200, 800, 1000)).toBe(300);
  });
});
