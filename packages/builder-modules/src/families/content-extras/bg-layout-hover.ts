import type { Cleanup, WidgetContext } from '@dropins/core';

type Layout = 'light' | 'dark';
const LAYOUTS: readonly string[] = ['light', 'dark'];
const DEVICES = ['', '_tablet', '_phone'] as const;
/** Every class this behaviour may set: et_pb_bg_layout_{light|dark}[_tablet|_phone]. */
const ALL = LAYOUTS.flatMap((layout) => DEVICES.map((device) => `et_pb_bg_layout_${layout}${device}`));

const layoutOf = (el: Element, name: string): Layout | null => {
  const raw = el.getAttribute(name);
  return raw !== null && LAYOUTS.includes(raw) ? (raw as Layout) : null;
};

/** The elements whose classes follow the hover: the module, plus a gallery's items, a post slider's slides, a slide's slider. */
function targetsOf(el: Element): Element[] {
  if (el.classList.contains('et_pb_gallery')) return [el, ...el.querySelectorAll('.et_pb_gallery_item')];
  if (el.classList.contains('et_pb_post_slider')) return [el, ...el.querySelectorAll('.et_pb_slide')];
  const slider = el.classList.contains('et_pb_slide') ? el.closest('.et_pb_slider') : null;
  return slider ? [el, slider] : [el];
}

/**
 * Background-layout hover (`data-background-layout` + `data-background-layout-hover`, as in Divi's
 * `frontend-builder-scripts.js`): on mouseenter the text colour scheme class becomes the hover one
 * (`et_pb_bg_layout_dark` …); on mouseleave the module's own layout returns, with its `-tablet` / `-phone` variants.
 */
export function backgroundLayoutHover(el: Element, ctx: WidgetContext): Cleanup {
  const normal = layoutOf(el, 'data-background-layout');
  const hover = layoutOf(el, 'data-background-layout-hover');
  if (!normal || !hover) return () => undefined;
  const tablet = layoutOf(el, 'data-background-layout-tablet');
  const phone = layoutOf(el, 'data-background-layout-phone');
  const set = (classes: string[]) => {
    for (const target of targetsOf(el)) {
      target.classList.remove(...ALL);
      target.classList.add(...classes);
    }
  };
  const rest = [`et_pb_bg_layout_${normal}`, ...(tablet ? [`et_pb_bg_layout_${tablet}_tablet`] : []), ...(phone ? [`et_pb_bg_layout_${phone}_phone`] : [])];
  ctx.listen(el, 'mouseenter', () => set([`et_pb_bg_layout_${hover}`]));
  ctx.listen(el, 'mouseleave', () => set(rest));
  return () => undefined;
}
