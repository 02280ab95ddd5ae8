import { docCreate, type Cleanup } from '@dropins/core';

/** The builder's layout wrappers: Divi's stylesheet scopes module rules under `#et-boc .et-l`. */
export const CONTAINER_ID = 'et-boc';
export const LAYOUT_CLASS = 'et-l';

/**
 * The module markup outside the builder's layout wrapper (`layout` is Divi's layout prefix, `#et-boc .et-l`):
 * modules and rows in no section, sections in no layout. Divi prints such markup on custom post types (a product
 * description with builder shortcodes) and asks for it to be wrapped through `et_modules_wrapper`.
 */
export function straySelector(layout: string): string {
  return [
    `.et_pb_module:not(${layout} .et_pb_module, .et_pb_section .et_pb_module)`,
    `.et_pb_row:not(${layout} .et_pb_row, .et_pb_section .et_pb_row)`,
    `.et_pb_section:not(${layout} .et_pb_section)`,
  ].join(', ');
}

/**
 * Wraps each stray module, row or section of `root` (in document order) in `<div id="et-boc">` when it is in no
 * such container, then in `<div class="et-l">` when it is in no layout, as Divi's cpt-modules-wrapper.js does, so
 * the builder's scoped styles reach it. One found inside an element wrapped before it is left alone. The cleanup
 * takes the wrappers away again.
 */
export function wrapStrayModules(root: Element, layout: string): Cleanup {
  const added: Element[] = [];
  const wrap = (el: Element, make: (wrapper: Element) => void) => {
    const wrapper = docCreate('div', el.ownerDocument);
    make(wrapper);
    el.before(wrapper);
    wrapper.append(el);
    added.push(wrapper);
  };
  for (const el of Array.from(root.querySelectorAll(straySelector(layout)))) {
    if (!el.closest(`#${CONTAINER_ID}`)) wrap(el, (w) => (w.id = CONTAINER_ID));
    if (!el.closest(`.${LAYOUT_CLASS}`)) wrap(el, (w) => w.classList.add(LAYOUT_CLASS));
  }
  return () => {
    // Innermost first: each wrapper gives its children back to its own parent.
    for (const wrapper of added.reverse()) wrapper.replaceWith(...Array.from(wrapper.childNodes));
  };
}
