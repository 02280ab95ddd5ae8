import { emit, focusables, trapTab, type WidgetContext } from '@dropins/core';
import { setupTabs } from './tabs';

/**
 * The settings modal on the server's `<dialog id="moove_gdpr_cookie_modal">`: a real modal dialog (rest of the
 * page inert), focus kept inside, Esc and the close button close it, focus returns to where it was.
 * Body class `moove_gdpr_overflow` while open, as the original. Returns the function that opens (true) or closes it.
 */
export function createModal(ctx: WidgetContext, onOpen: () => void): ((open: boolean) => void) | undefined {
  const dialog = document.getElementById('moove_gdpr_cookie_modal');
  // The plugin prints a <dialog>: showModal() makes the rest of the page inert.
  if (!(dialog instanceof HTMLDialogElement)) return;
  const body = document.body.classList;
  let returnTo: HTMLElement | undefined;
  setupTabs(dialog, ctx);

  const toggle = (open: boolean) => {
    if (open === !!returnTo) return;
    dialog.classList.toggle('gdpr_lightbox-hide', !open);
    body.toggle('moove_gdpr_overflow', open);
    if (open) {
      returnTo = (document.activeElement || document.body) as HTMLElement;
      onOpen();
      if (!dialog.open) dialog.showModal();
      (dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0])?.focus();
    } else {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
      returnTo = undefined;
    }
    emit(document, 'gdpr_lightbox:' + (open ? 'open' : 'close'));
  };

  // Esc closes the native dialog: its `close` event brings body classes and focus along (unless the event is
  // a late one from an earlier close and the dialog is open again).
  ctx.listen(dialog, 'close', () => dialog.open || toggle(false));
  ctx.listen(dialog, 'keydown', (e) => trapTab(e as KeyboardEvent, dialog));
  // A click on the backdrop lands on the dialog element itself.
  ctx.listen(dialog, 'click', (e) => e.target === dialog && toggle(false));
  return toggle;
}
