import { LABELS, label } from './config';

/**
 * The WAI-ARIA carousel pattern on Divi's markup: the module is a region with role description "carousel" and a
 * label; each slide a group with role description "slide" labelled "N of M"; the slides' container is a polite
 * live region while nothing rotates by itself (so a visitor's move is read), and silent while it rotates.
 */
export function labelCarousel(slider: HTMLElement, slides: readonly HTMLElement[], gallery: boolean): void {
  slider.setAttribute('role', 'region');
  slider.setAttribute('aria-roledescription', 'carousel');
  if (!slider.hasAttribute('aria-label') && !slider.hasAttribute('aria-labelledby')) slider.setAttribute('aria-label', carouselLabel(slider, gallery));
  const count = slides.length;
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', label(LABELS.slide, { n: i + 1, count }));
  });
}

function carouselLabel(slider: HTMLElement, gallery: boolean): string {
  if (gallery) return LABELS.gallery;
  if (slider.classList.contains('et_pb_post_slider')) return LABELS.posts;
  if (slider.parentElement?.classList.contains('et_pb_video_slider')) return LABELS.video;
  return LABELS.carousel;
}

/** Live announcements of slide changes: off while the slides rotate by themselves. */
export function setLive(slides: readonly HTMLElement[], rotating: boolean): void {
  slides[0]?.parentElement?.setAttribute('aria-live', rotating ? 'off' : 'polite');
}

/** The attributes `labelCarousel` wrote, for the cleanup. */
export const ARIA_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'aria-live'];
