/**
 * The slides of a slider module: `.et_pb_slide` (gallery slider: `.et_pb_gallery_item`) whose nearest slider is
 * this module, so slides of a slider nested inside a slide are not counted (Divi's `closest_descendent`).
 */
export function findSlides(slider: HTMLElement, gallery: boolean): HTMLElement[] {
  const selector = gallery ? '.et_pb_gallery_item' : '.et_pb_slide';
  return [...slider.querySelectorAll<HTMLElement>(selector)].filter((slide) => slide.parentElement?.closest('.et_pb_slider, .et_pb_gallery_fullwidth') === slider);
}

/** Left / right arrow keys on a control container move to the previous / next slide. */
export function arrowKeyMove(key: string): 'previous' | 'next' | null {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return null;
}
