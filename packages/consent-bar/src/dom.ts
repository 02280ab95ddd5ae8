/** Small DOM helpers shared by the modules (each used in several places). */

export const byId = (id: string) => document.getElementById(id);

export const all = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document) => root.querySelectorAll<E>(selector);

/** Shows or hides an element the way the plugin's script does (inline `display`). */
export const show = (el: Element | null | undefined, on: unknown) => el && ((el as HTMLElement).style.display = on ? '' : 'none');
