import type { Cleanup, WidgetContext } from '@dropins/core';
import { hashAction } from './triggers';
import type { SettingsOpener } from './settings-opener';

/**
 * Fetches the settings modal's code when the visitor reaches for one of its openers (the pointer over it, a touch,
 * keyboard focus), before the click: the modal then opens in the click's own frame. Visitors who never reach for
 * one never download it.
 */
export function prefetchSettings(element: Element, ctx: WidgetContext, opener: SettingsOpener): Cleanup {
  const reach = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-href],[href]') : null;
    if (link && hashAction(link.getAttribute('data-href') || link.getAttribute('href')) === 'open-settings') opener.prefetch();
  };
  for (const type of ['pointerover', 'focusin']) ctx.listen(element, type, reach, { passive: true });
  return () => undefined;
}
