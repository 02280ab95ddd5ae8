import { describe, expect, it } from 'vitest';
import { columnsFor, onPage, pageCount, parsePerPage, rowClasses, visiblePages } from '../src/shared/layout/grids-paging';

describe('paging', () => {
  it.each([
    ['4', 4],
    ['6', 6],
    ['0', 4],
    ['', 4],
    [null, 4],
    [undefined, 4],
    ['abc', 4],
    ['-3', 4],
    ['3px', 3],
  ])('per page %s → %d', (raw, expected) => {
    expect(parsePerPage(raw)).toBe(expected);
  });

  it('counts pages and places items', () => {
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
    expect([0, 3, 4, 7, 8].map((i) => onPage(i, 2, 4))).toEqual([false, false, true, true, false]);
  });

  it.each([
    [1, 3, { first: 1, last: 3 }],
    [1, 9, { first: 1, last: 4 }],
    [2, 9, { first: 1, last: 4 }],
    [3, 9, { first: 1, last: 5 }],
    [6, 9, { first: 4, last: 8 }],
    [9, 9, { first: 7, last: 9 }],
  ])('page %d of %d shows %o', (current, total, expected) => {
    expect(visiblePages(current, total)).toEqual(expected);
  });

  it('counts columns and row classes as Divi does', () => {
    // 1080 px container, items 20.875 % wide with a 5.5 % right margin: 4 columns.
    expect(columnsFor(1080, 1080 * (0.20875 + 0.055), 1080 * 0.055)).toBe(4);
    expect(columnsFor(500, 0, 0)).toBe(1);
    expect(rowClasses(0, 9, 4)).toEqual({ first: true, last: false, onLastRow: false });
    expect(rowClasses(3, 9, 4)).toEqual({ first: false, last: true, onLastRow: false });
    expect(rowClasses(8, 9, 4)).toEqual({ first: true, last: false, onLastRow: true });
  });
});
