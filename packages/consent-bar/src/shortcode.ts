import type { Cleanup, WidgetContext } from '@dropins/core';
import type { ConsentPage } from './consent-page';
import { SHORTCODE } from './switches';

/** How long the strict switch pulses when a category is refused. */
const PULSE_MS = 300;

/**
 * The settings shortcode (`[gdpr_cookie_settings]`) printed in content: its switches follow the modal's, and a
 * category ticked while strict is off is refused, with the strict switch pulsing to say why.
 */
export function settingsShortcode(element: Element, ctx: WidgetContext, page: ConsentPage): Cleanup {
  const pulse = (strictSwitch: HTMLElement) => {
    strictSwitch.style.transform = 'scale(1.2)';
    ctx.later(PULSE_MS, () => (strictSwitch.style.transform = ''));
  };
  ctx.listen(element, 'change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.closest(SHORTCODE)) page.switches.fromShortcode(input, pulse);
  });
  return () => undefined;
}
