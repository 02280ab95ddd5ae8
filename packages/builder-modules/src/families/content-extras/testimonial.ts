import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';

/** Divi's widths for the fix (`et_fix_testimonial_inner_width`, not its 981 px desktop breakpoint): above 959 px, and 768-959 px. */
const WIDE_MIN = 960;
const TABLET_MIN = 768;
/** Above 959 px a portrait wider than this is forced to a square of this size (px). */
const PORTRAIT_MAX = 90;
/** Columns where the description is not indented (the portrait sits above it), per range. */
const NARROW_DESKTOP = ['1_3', '1_4', '1_5', '1_6', '2_5', '3_8'];
const NARROW_TABLET = ['1_4', '1_5', '1_6', '2_5', '3_8'];

function inColumn(el: Element, kinds: readonly string[]): boolean {
  const column = el.closest('.et_pb_column');
  return column !== null && kinds.some((kind) => column.classList.contains(`et_pb_column_${kind}`));
}

/**
 * Testimonial width fix (on load and resize): above 959 px a portrait wider than 90 px becomes 90 × 90 and the
 * description is indented by the portrait's outer width, except in narrow columns; from 768 to 959 px the same
 * indent without resizing (1/3 columns indented too); below 768 px the inline sizes go.
 */
export function testimonialWidth(el: Element, ctx: WidgetContext): Cleanup {
  const portrait = el.querySelector<HTMLElement>('.et_pb_testimonial_portrait');
  const description = el.querySelector<HTMLElement>('.et_pb_testimonial_description');
  if (!portrait || !description) return () => undefined;
  const clear = () => {
    portrait.style.removeProperty('width');
    portrait.style.removeProperty('height');
    description.style.removeProperty('margin-left');
  };
  let frame = 0;
  const apply = () => {
    frame = 0;
    const width = docProp('documentElement', el.ownerDocument).clientWidth;
    clear();
    if (width < TABLET_MIN) return;
    if (width >= WIDE_MIN && portrait.offsetWidth > PORTRAIT_MAX) {
      portrait.style.width = `${PORTRAIT_MAX}px`;
      portrait.style.height = `${PORTRAIT_MAX}px`;
    }
    if (inColumn(el, width >= WIDE_MIN ? NARROW_DESKTOP : NARROW_TABLET)) return;
    const style = getComputedStyle(portrait);
    const outer = portrait.offsetWidth + (parseFloat(style.marginLeft) || 0) + (parseFloat(style.marginRight) || 0);
    description.style.marginLeft = `${outer}px`;
  };
  apply();
  ctx.listen(window, 'resize', () => {
    if (!frame) frame = requestAnimationFrame(apply);
  });
  return () => {
    cancelAnimationFrame(frame);
    clear();
  };
}
