/**
 * Classes that say nothing about which module this is: entrance animations and lazy loading change them after
 * load (Divi drops the same ones before matching).
 */
const TRANSIENT: ReadonlySet<string> = new Set(['et_animated', 'et-animated', 'et-waypoint', 'et_had_animation', 'lazyload', 'lazyloaded', 'infinite']);
const isTransient = (name: string) => TRANSIENT.has(name) || name.startsWith('et_animated_') || name.startsWith('et-animated--');

/**
 * The classes that identify a blog module on any page of its pagination: all of its classes except the transient
 * ones, in order.
 * @example moduleClasses(el) // ['et_pb_module', 'et_pb_blog_0', 'et_pb_blog_grid_wrapper', 'et_pb_bg_layout_light']
 */
export function moduleClasses(module: Element): string[] {
  return Array.from(module.classList).filter((name) => !isTransient(name));
}

/**
 * The pagination container of the module in `root` (a sanitized answer) that has every one of `classes`, compared
 * in code (never as a selector built from page data). Null when there is none.
 */
export function findContainer(root: ParentNode, classes: readonly string[]): Element | null {
  if (classes.length === 0) return null;
  for (const module of root.querySelectorAll('.et_pb_module')) {
    if (!classes.every((name) => module.classList.contains(name))) continue;
    const container = module.querySelector('.et_pb_ajax_pagination_container');
    if (container) return container;
  }
  return null;
}

/**
 * The page number a paging link leads to (`/page/N/` or `?paged=N`), 1 when it names none.
 * @example pageNumber('https://example.test/blog/page/2/?et_blog') // 2
 */
export function pageNumber(href: string): number {
  const url = new URL(href, 'http://localhost/');
  const fromPath = /\/page\/(\d+)\/?$/.exec(url.pathname)?.[1];
  const fromQuery = url.searchParams.get('paged');
  const n = Number(fromPath ?? fromQuery ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
