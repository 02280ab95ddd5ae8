import { describe, expect, it } from 'vitest';
import { inPageId } from '../src/families/page-nav/anchors';
import { sideNavMargin } from '../src/families/page-nav/side-nav';

const PAGE = 'https://example.test/fixture-page-2/';

describe('page navigation', () => {
  it('recognises links to an anchor on this page only', () => {
    expect(inPageId('#details', PAGE)).toBe('details');
    expect(inPageId('/fixture-page-2/#team%20gallery', PAGE)).toBe('team gallery');
    expect(inPageId('https://example.test/fixture-page-2/?x=1#a', PAGE)).toBe('a');
    expect(inPageId('https://example.test/other/#a', PAGE)).toBeNull();
    expect(inPageId('https://elsewhere.example/fixture-page-2/#a', PAGE)).toBeNull();
    expect(inPageId('#', PAGE)).toBeNull();
    expect(inPageId('#%E0%A4%A', PAGE)).toBeNull();
  });

  it('centres the side dots: -(n·20+40)/2 px', () => {
    expect(sideNavMargin(2)).toBe(-40);
    expect(sideNavMargin(21)).toBe(-230);
  });
});
