import { describe, expect, it } from 'vitest';
import { dropdownParents } from '../src/families/menu/dropdowns';
import { markMegaMenus } from '../src/families/menu/mega-menu';
import { copyMenu } from '../src/families/menu/mobile-menu';

const MENU = `<ul id="top-menu" class="nav">
  <li id="m1"><a href="/">Home</a></li>
  <li id="m2" class="menu-item-has-children"><a href="/s/">Services</a><ul class="sub-menu"><li id="m3"><a href="/s/d/">Design</a></li>
    <li id="m4" class="menu-item-has-children"><a href="/s/b/">Build</a><ul class="sub-menu"><li id="m5"><a href="/s/b/w/">WP</a></li></ul></li></ul></li>
  <li id="m6" class="mega-menu menu-item-has-children"><a href="#">Solutions</a><ul class="sub-menu">
    <li id="m7" class="menu-item-has-children"><a href="/a/">A</a><ul class="sub-menu"><li id="m8"><a href="/a/1/">A1</a></li></ul></li><li id="m9"><a href="/b/">B</a></li><li id="m10"><a href="/c/">C</a></li></ul></li>
</ul>`;

describe('menu markup', () => {
  it('copies the menu for phones without duplicating ids, first item marked, extra items appended', () => {
    document.body.innerHTML = `${MENU}<ul id="et-secondary-nav"><li id="s1"><a href="/account/">Account</a></li></ul>`;
    const nav = document.getElementById('top-menu')!;
    const copy = copyMenu(nav, 'mobile_menu', [...document.getElementById('et-secondary-nav')!.children]);
    document.body.append(copy);
    expect(copy.id).toBe('mobile_menu');
    expect(copy.className).toBe('et_mobile_menu');
    expect(copy.children).toHaveLength(4);
    expect(copy.firstElementChild!.classList.contains('et_first_mobile_item')).toBe(true);
    expect(copy.lastElementChild!.textContent).toBe('Account');
    expect(copy.querySelectorAll('[id]')).toHaveLength(0);
    expect(nav.querySelectorAll('[id]').length).toBeGreaterThan(0);
  });

  it('opens dropdowns on parents, but inside a mega menu only on its top item; counts mega columns', () => {
    document.body.innerHTML = MENU;
    const nav = document.getElementById('top-menu')!;
    expect(dropdownParents(nav).map((li) => li.id)).toEqual(['m2', 'm4', 'm6']);
    const undo = markMegaMenus(nav);
    expect(document.getElementById('m6')!.className).toContain('mega-menu-parent mega-menu-parent-3');
    undo();
    expect(document.getElementById('m6')!.className).not.toContain('mega-menu-parent');
  });

});
