import type { Cleanup, WidgetContext } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';

/** Divi opens the feed provider's verification page in a window of this name and size. */
export const POPUP_NAME = 'popupwindow';
export const POPUP_FEATURES = 'scrollbars=yes,width=550,height=520';

/**
 * The feed-subscription variant (`.et_pb_feedburner_form`): the form posts to the provider in a popup named
 * `popupwindow`, which is opened first on the provider's verification page for the feed (`?uri=`).
 */
export function handleFeedForm(module: HTMLElement, ctx: WidgetContext): Cleanup {
  const form = module.querySelector<HTMLFormElement>('.et_pb_feedburner_form form');
  if (!form) return () => undefined;
  ctx.listen(form, 'submit', () => {
    const action = httpUrl(form.getAttribute('action'));
    if (!action) return;
    const uri = Array.from(form.querySelectorAll<HTMLInputElement>('input')).find((i) => i.name === 'uri')?.value ?? '';
    const target = new URL(action);
    target.searchParams.set('uri', uri);
    window.open(target.href, POPUP_NAME, POPUP_FEATURES);
  });
  return () => undefined;
}

/** The login module shares the opt-in's button: its submit only records the conversion (split tests). */
export function handleLoginForm(module: HTMLElement, ctx: WidgetContext, record: () => void): Cleanup {
  const form = module.querySelector('form');
  if (form) ctx.listen(form, 'submit', record);
  return () => undefined;
}
