import { docProp } from '@dropins/core';
/** How many frames to wait for a panel's CSS to show it (its fade or slide starting) before giving up. */
const MAX_FRAMES = 60;

/**
 * Focuses `el` as soon as it can take focus: a panel whose stylesheet fades its visibility in cannot be focused in
 * the frame it opens. Tries now, then once per frame for about a second.
 * @example focusWhenShown(focusables(menu)[0]);
 */
export function focusWhenShown(el: HTMLElement | undefined): void {
  if (!el) return;
  let frames = 0;
  const attempt = () => {
    el.focus();
    if (docProp('activeElement', el.ownerDocument) !== el && ++frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
}
