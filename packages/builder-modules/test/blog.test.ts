import { describe, expect, it } from 'vitest';
import { columnSettings } from '../src/families/blog/columns';
import { pageNumber } from '../src/families/blog/match';

describe('blog grid columns (salvattore): what Divi\'s stylesheet asks for in ::before', () => {
  it('reads "3 .column.size-1of3" and ".column.size-1of2 2"', () => {
    expect(columnSettings('"3 .column.size-1of3"')).toEqual({ count: 3, classes: ['column', 'size-1of3'] });
    expect(columnSettings('".column.size-1of2 2"')).toEqual({ count: 2, classes: ['column', 'size-1of2'] });
  });
  it('a bare count gives plain .column columns; none, 0 or words give nothing', () => {
    expect(columnSettings('"1"')).toEqual({ count: 1, classes: ['column'] });
    expect(columnSettings('none')).toBeNull();
    expect(columnSettings('"0 .column"')).toBeNull();
    expect(columnSettings('"three"')).toBeNull();
  });
});

describe('blog page numbers', () => {
  it('reads /page/N/ and ?paged=N, else page 1', () => {
    expect(pageNumber('https://example.test/fixture-page-2/page/2/?et_blog')).toBe(2);
    expect(pageNumber('https://example.test/fixture-page-2/?et_blog')).toBe(1);
    expect(pageNumber('https://example.test/?paged=3&et_blog')).toBe(3);
    expect(pageNumber('https://example.test/page/0/')).toBe(1);
  });
});
