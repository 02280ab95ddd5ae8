import { pageResource } from '../page-state';
import { prefersReducedMotion } from './motion';

/**
 * jQuery's slideDown / slideUp on the Web Animations API: the height and vertical padding grow from 0 or shrink
 * to 0. A hidden element is shown with `display: block` when its CSS gives it none. With reduced motion, or
 * without `animate` (jsdom), the change happens at once. A newer slide on the same element replaces the older.
 */
const running = pageResource(() => new WeakMap<HTMLElement, Animation>());

/**
 * Slides `el` open, or shut (the opening's keyframes played backwards, then `display: none`). Layout is read only
 * when something animates. Resolves when the slide ends or a newer one replaces it (which skips the `display`).
 */
function slide(el: HTMLElement, open: boolean, duration: number): Promise<void> {
  const slides = running();
  const style = el.style;
  slides.get(el)?.cancel();
  slides.delete(el);
  if (open) {
    style.removeProperty('display');
    if (getComputedStyle(el).display === 'none') style.display = 'block';
  }
  const ended = () => {
    if (!open) style.display = 'none';
  };
  if (duration <= 0 || prefersReducedMotion() || typeof el.animate !== 'function') {
    ended();
    return Promise.resolve();
  }
  const { paddingTop, paddingBottom } = getComputedStyle(el);
  const animation = el.animate(
    { height: ['0px', `${el.offsetHeight}px`], paddingTop: ['0px', paddingTop], paddingBottom: ['0px', paddingBottom], overflow: ['hidden', 'hidden'] },
    { duration, easing: 'ease-in-out', direction: open ? 'normal' : 'reverse' },
  );
  slides.set(el, animation);
  return animation.finished.then(
    () => {
      if (slides.get(el) === animation) slides.delete(el);
      ended();
    },
    // Cancelled by a newer slide: its promise rejects, as expected.
    () => undefined,
  );
}

/**
 * Shows `el` with a downward slide. Resolves when it ends (or is replaced).
 * @example await slideDown(menu, 500)
 */
export function slideDown(el: HTMLElement, duration: number): Promise<void> {
  return slide(el, true, duration);
}

/**
 * Hides `el` (`display: none`) after an upward slide. Resolves when it ends (or is replaced).
 * @example await slideUp(menu, 500)
 */
export function slideUp(el: HTMLElement, duration: number): Promise<void> {
  return slide(el, false, duration);
}

/** Whether a slide is running on `el` (Divi ignores clicks while a toggle animates). */
export function isSliding(el: HTMLElement): boolean {
  return running().has(el);
}
