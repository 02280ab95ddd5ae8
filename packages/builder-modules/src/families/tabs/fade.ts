import { prefersReducedMotion } from '@dropins/core/dom';

/** `tabs_animation` in Divi's `frontend-builder-scripts.js`: the open pane fades out in 500 ms, then the next fades in in 500 ms. */
export const FADE_MS = 500;
export const ACTIVE_PANE = 'et_pb_active_content';

/** A fade of `pane`'s opacity, or null with reduced motion (or without WAAPI). Held at its end until cancelled. */
function fade(pane: HTMLElement, from: number, to: number): Animation | null {
  if (prefersReducedMotion() || typeof pane.animate !== 'function') return null;
  return pane.animate([{ opacity: from }, { opacity: to }], { duration: FADE_MS, easing: 'linear', fill: 'forwards' });
}

const ended = (animation: Animation | null): Promise<unknown> => animation?.finished.catch(() => undefined) ?? Promise.resolve();

/**
 * Swaps the shown pane: fade out `from`, move the active class, fade in `to`. Instant with reduced motion or when
 * `animate` is false.
 */
export async function swapPanes(from: HTMLElement | undefined, to: HTMLElement, animate: boolean): Promise<void> {
  // Divi's CSS hides every pane but the active one: `from` keeps the class while it fades out.
  const out = from && from !== to && animate ? fade(from, 1, 0) : null;
  await ended(out);
  from?.classList.remove(ACTIVE_PANE);
  to.classList.add(ACTIVE_PANE);
  out?.cancel();
  const fadeIn = from !== to && animate ? fade(to, 0, 1) : null;
  await ended(fadeIn);
  fadeIn?.cancel();
}
