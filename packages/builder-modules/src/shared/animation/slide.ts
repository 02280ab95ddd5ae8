import { prefersReducedMotion } from '@dropins/core';

/**
 * jQuery's slideDown / slideUp on the Web Animations API: the height and vertical padding grow from 0 or shrink
 * to 0. A hidden element is shown with `display: block` when its CSS gives it none. With reduced motion, or
 * without `animate`, the change happens at once. A newer slide on the same element replaces the older.
 */
const running = new WeakMap<HTMLElement, Animation>();

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

/** Runs the slide; resolves `true` when it ran to the end, `false` when a newer slide replaced it. */
function slide(el: HTMLElement, from: Box, to: Box, duration: number): Promise<boolean> {
  running.get(el)?.cancel();
  running.delete(el);
  if (duration <= 0 || prefersReducedMotion() || typeof el.animate !== 'function') return Promise.resolve(true);
  const animation = el.animate([{ ...from, overflow: 'hidden' }, { ...to, overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
  running.set(el, animation);
  return animation.finished.then(
    () => {
      if (running.get(el) === animation) running.delete(el);
      return true;
    },
    () => false,
  );
}

/** Shows `el` with a downward slide. Resolves when it ends (or is replaced). */
export async function slideDown(el: HTMLElement, duration: number): Promise<void> {
  el.style.removeProperty('display');
  if (getComputedStyle(el).display === 'none') el.style.display = 'block';
  await slide(el, CLOSED, openBox(el), duration);
}

/** Hides `el` (`display: none`) after an upward slide. Resolves when it ends (or is replaced). */
export async function slideUp(el: HTMLElement, duration: number): Promise<void> {
  const ended = await slide(el, openBox(el), CLOSED, duration);
  if (ended) el.style.display = 'none';
}

/** Whether a slide is running on `el` (Divi ignores clicks while a toggle animates). */
export function isSliding(el: HTMLElement): boolean {
  return running.has(el);
}
