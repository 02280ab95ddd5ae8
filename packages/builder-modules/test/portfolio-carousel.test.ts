import { describe, expect, it } from 'vitest';
import { columnsFor, groupIndices, itemHeight, nextStart } from '../src/families/portfolio-carousel/columns';

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
