import { describe, expect, it } from 'vitest';
import { megaMenuClasses } from '../src/families/menu/mega-menu';

describe('menus', () => {
  it('gives mega menus with fewer than 4 columns the count class', () => {
    expect(megaMenuClasses(3)).toEqual(['mega-menu-parent', 'mega-menu-parent-3']);
    expect(megaMenuClasses(1)).toEqual(['mega-menu-parent', 'mega-menu-parent-1']);
    expect(megaMenuClasses(4)).toEqual([]);
    expect(megaMenuClasses(5)).toEqual([]);
    expect(megaMenuClasses(0)).toEqual([]);
  });
});
