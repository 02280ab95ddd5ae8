/**
 * What Divi's stylesheet (style-static.min.css) hides until a family's script runs, and how to show it when that
 * family's code cannot be downloaded: the page then reads as it would without scripts, nothing stays hidden.
 * Each entry changes only the markup that rule hides, inside `root`.
 */
type Reveal = (root: ParentNode) => void;

const each = (root: ParentNode, selector: string, fn: (el: HTMLElement) => void): void => {
  if (root instanceof Element && root.matches(selector)) fn(root as HTMLElement);
  root.querySelectorAll<HTMLElement>(selector).forEach(fn);
};
const dropClass = (selector: string, ...names: string[]): Reveal => (root) => each(root, selector, (el) => el.classList.remove(...names));
const dropAttr = (selector: string, ...names: string[]): Reveal => (root) => each(root, selector, (el) => names.forEach((n) => el.removeAttribute(n)));
const show = (selector: string, display = 'block'): Reveal => (root) =>
  each(root, selector, (el) => {
    el.style.setProperty('display', display);
    el.style.setProperty('visibility', 'visible');
    el.style.setProperty('opacity', '1');
  });
const all = (...steps: Reveal[]): Reveal => (root) => steps.forEach((step) => step(root));

export const REVEAL: Readonly<Record<string, Reveal>> = {
  // [data-et-multi-view-load-{tablet,phone}-hidden=true]:not(.et_multi_view_swapped){display:none!important}
  'multi-view': dropAttr('[data-et-multi-view-load-tablet-hidden], [data-et-multi-view-load-phone-hidden]', 'data-et-multi-view-load-tablet-hidden', 'data-et-multi-view-load-phone-hidden'),
  // .et_animated{opacity:0}, .et-waypoint:not(.et_pb_counters){opacity:0}
  animations: dropClass('.et_animated, .et-waypoint', 'et_animated', 'et-waypoint'),
  // .et_pb_number_counter{opacity:0}, .et_pb_circle_counter .percent p{visibility:hidden}
  counters: all(show('.et_pb_number_counter', ''), show('.et_pb_circle_counter .percent p', '')),
  // .et_pb_preload>div{visibility:hidden}, .et_pb_slide:first-child .et_pb_slide_image img{opacity:0}
  slider: all(dropClass('.et_pb_preload', 'et_pb_preload'), show('.et_pb_slide:first-child .et_pb_slide_image img', '')),
  'video-bg': dropClass('.et_pb_preload', 'et_pb_preload'),
  // .et_pb_filterable_portfolio_grid .et_pb_portfolio_item{display:none}
  portfolio: show('.et_pb_filterable_portfolio_grid .et_pb_portfolio_item'),
  // .et_pb_gallery_grid .et_pb_gallery_item{display:none}
  'gallery-grid': show('.et_pb_gallery_grid .et_pb_gallery_item'),
  // .et_pb_map_pin{display:none;visibility:hidden}: the pins' titles and texts, as plain content.
  map: show('.et_pb_map_pin'),
  // .et_pb_blog_grid .et_pb_salvattore_content[data-columns] .et_pb_post{opacity:0}
  blog: all(dropAttr('.et_pb_salvattore_content[data-columns]', 'data-columns'), dropClass('.et_pb_preload', 'et_pb_preload')),
  // .et_pb_toggle_close .et_pb_toggle_content{display:none}: closed toggles open, their text readable.
  toggles: (root) => each(root, '.et_pb_toggle_close', (el) => el.classList.replace('et_pb_toggle_close', 'et_pb_toggle_open')),
  // .et_pb_contact_form [data-conditional-logic]{display:none}
  'contact-form': dropAttr('.et_pb_contact_form [data-conditional-logic]', 'data-conditional-logic'),
};

/**
 * Shows what Divi's stylesheet keeps hidden for `family` inside `root` (nothing for families that hide nothing).
 * @example revealWithoutScript('animations', document.body)
 */
export function revealWithoutScript(family: string, root: ParentNode): void {
  REVEAL[family]?.(root);
}
