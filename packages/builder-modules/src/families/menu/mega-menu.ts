/** Divi gives a mega menu with fewer columns than this its column count as a class (FBGF `et_pb_init_nav_menu`). */
export const MEGA_MENU_COLUMNS = 4;

/** The classes a `li.mega-menu` with `children` direct sub-items gets: `mega-menu-parent mega-menu-parent-<n>` below 4. */
export function megaMenuClasses(children: number): string[] {
  return children > 0 && children < MEGA_MENU_COLUMNS ? ['mega-menu-parent', `mega-menu-parent-${children}`] : [];
}

/** Adds the count classes to the mega menus of `nav`. Returns the undo. */
export function markMegaMenus(nav: HTMLElement): () => void {
  const added: Array<[Element, string[]]> = [];
  for (const item of nav.querySelectorAll(':scope > li.mega-menu')) {
    const list = [...item.children].find((child) => child.tagName === 'UL');
    const classes = megaMenuClasses(list ? [...list.children].filter((c) => c.tagName === 'LI').length : 0);
    item.classList.add(...classes);
    added.push([item, classes]);
  }
  return () => added.forEach(([item, classes]) => item.classList.remove(...classes));
}
