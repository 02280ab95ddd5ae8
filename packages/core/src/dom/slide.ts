import { pageResource } from '../page-state';
import { prefersReducedMotion } from './motion';

/**
 * jQuery's slideDown / slideUp on the Web Animations API: the height and vertical padding grow from 0 or shrink
 * to 0. A hidden element is shown with `display: block` when its CSS gives it none. With reduced motion, or
 * without `animate` (jsdom), the change happens at once. A newer slide on the same element replaces the older.
 */
const running = pageResource(() => new WeakMap<HTMLElement, Animation>());

interface Box {
  height: string;
  paddingTop: string;
  paddingBottom: string;
}

const CLOSED: Box = { height: '0px', paddingTop: '0px', paddingBottom: '0px' };

function openBox(el: HTMLElement): Box {
  const style = getComputedStyle(el);
  return { height: `${el.offsetHeight}px`, paddingTop: style.paddingTop, paddingBottom: style.paddingBottom };
}

/**
 * Runs the slide, then `ended` (at once when nothing animates: no layout is read then); a newer slide replacing it
 * skips `ended`.
 */
function slide(el: HTMLElement, from: () => Box, to: () => Box, duration: number, ended?: () => void): Promise<void> {
  const slides = running();
  slides.get(el)?.cancel();
  slides.delete(el);
  if (duration <= 0 || prefersReducedMotion() || typeof el.animate !== 'function') {
    ended?.();
    return Promise.resolve();
  }
  const animation = el.animate([{ ...from(), overflow: 'hidden' }, { ...to(), overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
  slides.set(el, animation);
  return animation.finished.then(
    () => {
      if (slides.get(el) === animation) slides.delete(el);
      ended?.();
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
  el.style.removeProperty('display');
  if (getComputedStyle(el).display === 'none') el.style.display = 'block';
  return slide(el, () => CLOSED, () => openBox(el), duration);
}

/**
 * Hides `el` (`display: none`) after an upward slide. Resolves when it ends (or is replaced).
 * @example await slideUp(menu, 500)
 */
export function slideUp(el: HTMLElement, duration: number): Promise<void> {
  return slide(el, () => openBox(el), () => CLOSED, duration, () => {
    el.style.display = 'none';
  });
}

/** Whether a slide is running on `el` (Divi ignores clicks while a toggle animates). */
export function isSliding(el: HTMLElement): boolean {
  return running().has(el);
}
