import type { Cleanup, WidgetContext } from '@dropins/core';
import { whenIdle } from '@dropins/core/dom';
import { hashAction } from './triggers';
import type { SettingsOpener } from './settings-opener';

/** The longest the idle set-up waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;


/**
 * Sets the settings modal up ahead of the click that opens it (its code fetched, the modal laid out hidden) when the
 * visitor reaches for one of its openers (the pointer over it, a touch, keyboard focus). Visitors who never reach for
 * one download it only if the bar asks them (see `prepareAtIdle`).
 */
export function prefetchSettings(element: Element, ctx: WidgetContext, opener: SettingsOpener): Cleanup {
  const reach = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-href],[href]') : null;
    if (link && hashAction(link.getAttribute('data-href') || link.getAttribute('href')) === 'open-settings') opener.prefetch();
  };
  for (const type of ['pointerover', 'focusin']) ctx.listen(element, type, reach, { passive: true });
  return () => undefined;
}

/**
 * The bar is up, with its Settings button: the modal is set up at the next idle moment, and the code the decisions
 * need (`prefetchDecisions`: the script injector) is fetched then too, so that a click only shows or hides.
 */
export function prepareAtIdle(ctx: WidgetContext, opener: SettingsOpener, prefetchDecisions: () => void): Cleanup {
  return whenIdle(ctx, () => {
    opener.prefetch();
    prefetchDecisions();
  }, IDLE_TIMEOUT_MS);
}
