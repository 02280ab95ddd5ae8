import type { Cleanup, WidgetContext } from '@dropins/core';
import { BAR } from './dom';
import { hashAction } from './triggers';
import type { SettingsOpener } from './settings-opener';

/**
 * Sets the settings modal up ahead of the click that opens it (its code fetched, the modal laid out hidden) when the
 * visitor reaches for one of its openers (the pointer over it, a touch, keyboard focus). Visitors who never reach for
 * one download it only when they reach for the bar (see `prepareOnReach`).
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
 * The bar is up, with its Settings button: the modal is set up, and the code the decisions need
 * (`prefetchDecisions`: the script injector) is fetched, as soon as the visitor reaches for the bar (the pointer over
 * it, a touch, keyboard focus), so that a click only shows or hides. A visitor who reads the page and never goes near
 * the bar downloads neither; a decision made without reaching for it (accept on scroll) fetches the injector then.
 */
export function prepareOnReach(element: Element, ctx: WidgetContext, opener: SettingsOpener, prefetchDecisions: () => void): Cleanup {
  let prepared = false;
  const reach = (event: Event) => {
    if (prepared || !(event.target instanceof Element && event.target.closest(`#${BAR}`))) return;
    prepared = true;
    opener.prefetch();
    prefetchDecisions();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) ctx.listen(element, type, reach, { passive: true });
  return () => undefined;
}
