import type { Cleanup, WidgetContext } from '@dropins/core';
import { hashAction, type Action } from './actions';
import type { ConsentPage } from './consent-page';
import { SHORTCODE } from './switches';

/** The plugin's buttons and what each asks for. */
const BUTTONS: Array<{ selector: string; action: Action }> = [
  { selector: '.moove-gdpr-infobar-allow-all, .moove-gdpr-modal-allow-all', action: 'accept' },
  { selector: '.moove-gdpr-infobar-reject-btn, .moove-gdpr-modal-reject-all', action: 'reject' },
  { selector: `.moove-gdpr-modal-save-settings, ${SHORTCODE} .gdpr-shr-save-settings`, action: 'save-settings' },
  { selector: '.moove-gdpr-infobar-close-btn', action: 'close-bar' },
  { selector: '.moove-gdpr-modal-close', action: 'close-settings' },
];

/**
 * One delegated click listener for the whole page, as the original's: links and `data-href`s to the plugin's
 * hashes (editors paste them anywhere), and the bar's, the modal's and the shortcode's buttons.
 */
export function clickActions(element: Element, ctx: WidgetContext, page: ConsentPage): Cleanup {
  ctx.listen(element, 'click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('[data-href],[href]');
    const action =
      hashAction(link?.getAttribute('data-href') || link?.getAttribute('href')) ??
      BUTTONS.find(({ selector }) => target.closest(selector))?.action;
    if (!action) return;
    event.preventDefault();
    page.actions.run(action);
  });
  return () => undefined;
}

/** Trigger spans printed with `role="button"` and a `data-href` work from the keyboard too. */
export function keyboardTriggers(element: Element, ctx: WidgetContext): Cleanup {
  ctx.listen(element, 'keydown', (event) => {
    const target = event.target;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!(target instanceof HTMLElement) || !target.matches('[role=button][data-href]:not(a,button,input)')) return;
    event.preventDefault();
    target.click();
  });
  return () => undefined;
}
