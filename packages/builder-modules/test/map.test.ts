import { describe, expect, it } from 'vitest';
import { grayscaleStyles, saturation } from '../src/families/map/grayscale';

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
