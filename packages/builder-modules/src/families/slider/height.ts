/**
 * Divi's `et_fix_slider_height`: every slide gets the height of the tallest, so a move never changes the module's
 * height and nothing below it jumps. Divi sets the height of each slide's `.et_pb_container` (its stylesheet
 * centres the content in it); slides without one (gallery items) get a min-height. Measured in one pass: the
 * hidden slides are laid out invisibly for the read, then restored, before anything is painted.
 */
function sizedPart(slide: HTMLElement): HTMLElement {
  return slide.querySelector<HTMLElement>(':scope > .et_pb_container') ?? slide;
}

/** Clears the heights written before (for a new measure) and returns the tallest natural height of the parts. */
function tallest(slides: readonly HTMLElement[]): number {
  const parts = slides.map(sizedPart);
  for (const part of parts) part.style.minHeight = '';
  const shown = slides.map((slide) => {
    const { display, visibility } = slide.style;
    if (getComputedStyle(slide).display === 'none') {
      slide.style.display = 'block';
      slide.style.visibility = 'hidden';
    }
    return { slide, display, visibility };
  });
  const max = Math.max(0, ...parts.map((part) => part.offsetHeight));
  for (const { slide, display, visibility } of shown) {
    slide.style.display = display;
    slide.style.visibility = visibility;
  }
  return max;
}

/** Gives every slide (its container) the height of the tallest. */
export function equalizeHeights(slides: readonly HTMLElement[]): void {
  if (slides.length < 2) return;
  const max = tallest(slides);
  if (max <= 0) return;
  for (const part of slides.map(sizedPart)) part.style.minHeight = `${max - boxExtra(part)}px`;
}

/** Padding and border that a content-box min-height does not include. */
function boxExtra(part: HTMLElement): number {
  const style = getComputedStyle(part);
  if (style.boxSizing !== 'content-box') return 0;
  const sides = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth];
  return sides.reduce((sum, value) => sum + (parseFloat(value) || 0), 0);
}

/** Removes the heights `equalizeHeights` wrote. */
export function clearHeights(slides: readonly HTMLElement[]): void {
  for (const part of slides.map(sizedPart)) part.style.minHeight = '';
}
