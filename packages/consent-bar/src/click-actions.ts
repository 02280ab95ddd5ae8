import type { Cleanup, WidgetContext } from '@dropins/core';
import type { ConsentPage } from './consent-page';
import { actionOf } from './triggers';

/**
 * One delegated click listener for the whole page, as the original's: links and `data-href`s to the plugin's
 * hashes (editors paste them anywhere), and the bar's, the modal's and the shortcode's buttons.
 */
export function clickActions(element: Element, ctx: WidgetContext, page: ConsentPage): Cleanup {
  ctx.listen(element, 'click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const action = actionOf(target);
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
