import type { Cleanup, WidgetContext } from '@dropins/core';
import { FLOATING_BUTTON } from './dom';
import { actionOf } from './triggers';

/**
 * The control a visitor reaches for to change their choice (the floating button, the plugin's links and buttons),
 * when `target` is one or is inside one (an icon in a button); else null.
 */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || (actionOf(target) === undefined && !target.closest(`#${FLOATING_BUTTON}`))) return null;
  const control = target.closest('[data-href],[href],button');
  return control instanceof HTMLElement ? control : target instanceof HTMLElement ? target : null;
}

/**
 * A returning visitor who has chosen gets the consent bar's interactive code (`load`) only on reaching for one of
 * its controls: the pointer over it, a touch, keyboard focus. A click or key on a control before the code is there
 * waits for it and then happens (nothing else on the page hears it twice).
 */
export function loadOnReach(element: Element, ctx: WidgetContext, load: () => Promise<unknown>, loaded: () => boolean): Cleanup {
  const fetchAhead = (event: Event) => {
    if (!loaded() && controlOf(event.target)) load().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) ctx.listen(element, type, fetchAhead, { passive: true });
  const replay = (event: Event) => {
    const control = loaded() ? null : controlOf(event.target);
    if (!control) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    load().then(
      () => control.click(),
      (error: unknown) => ctx.warn('the consent settings could not be loaded: ' + String(error)),
    );
  };
  for (const type of ['click', 'keydown']) ctx.listen(element, type, replay, { capture: true });
  return () => undefined;
}
