import { prefersReducedMotion } from '../../shared/timers';

/** FBS `tabs_animation`: the open pane fades out in 500 ms, then the next fades in in 500 ms. */
export const FADE_MS = 500;
export const ACTIVE_PANE = 'et_pb_active_content';

function fade(pane: HTMLElement, from: number, to: number): Promise<void> {
  if (prefersReducedMotion() || typeof pane.animate !== 'function') return Promise.resolve();
  const animation = pane.animate([{ opacity: from }, { opacity: to }], { duration: FADE_MS, easing: 'linear' });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Swaps the shown pane: fade out `from`, move the active class, fade in `to`. Instant with reduced motion or when
 * `animate` is false.
 */
export async function swapPanes(from: HTMLElement | undefined, to: HTMLElement, animate: boolean): Promise<void> {
  if (from && from !== to && animate) {
    // Divi's CSS hides every pane but the active one: keep `from` visible while it fades out.
    await fade(from, 1, 0);
  }
  from?.classList.remove(ACTIVE_PANE);
  to.classList.add(ACTIVE_PANE);
  if (from !== to && animate) await fade(to, 0, 1);
}
