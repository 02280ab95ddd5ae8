/**
 * Helpers for a manifest's `reveal`: each undoes one rule of Divi's stylesheet (style-static.min.css) that hides
 * markup until a family's script runs, changing only the markup that rule hides, inside `root` (`root` included).
 * @example export const manifest = { name: 'animations', selector: '.et_animated', reveal: dropClass('.et_animated', 'et_animated') };
 */
type Reveal = (root: ParentNode) => void;

/** Calls `fn` on `root` and on each element inside it that matches `selector`. */
export const each = (root: ParentNode, selector: string, fn: (el: HTMLElement) => void): void => {
  if (root instanceof HTMLElement && root.matches(selector)) fn(root);
  root.querySelectorAll<HTMLElement>(selector).forEach(fn);
};
/** Removes the classes `names` from the elements matching `selector`. */
export const dropClass = (selector: string, ...names: string[]): Reveal => (root) => each(root, selector, (el) => el.classList.remove(...names));
/** Removes the attributes `names` from the elements matching `selector`. */
export const dropAttr = (selector: string, ...names: string[]): Reveal => (root) => each(root, selector, (el) => names.forEach((n) => el.removeAttribute(n)));
/** Shows the elements matching `selector`: inline `display` ('' leaves the stylesheet's), `visibility` and `opacity`. */
export const show = (selector: string, display = 'block'): Reveal => (root) =>
  each(root, selector, (el) => {
    el.style.setProperty('display', display);
    el.style.setProperty('visibility', 'visible');
    el.style.setProperty('opacity', '1');
  });
/** Runs each step in turn. */
export const all = (...steps: Reveal[]): Reveal => (root) => steps.forEach((step) => step(root));
