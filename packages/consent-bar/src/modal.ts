import { emit, focusables, trapTab, type WidgetContext } from '@dropins/core';
import { setupTabs } from './tabs';

export interface Modal {
  open(): void;
  close(): void;
}

/**
 * The settings modal on the server's `<dialog id="moove_gdpr_cookie_modal">`: a real modal dialog (rest of the
 * page inert), focus kept inside, Esc and the close button close it, focus returns to where it was.
 * Body class `moove_gdpr_overflow` while open, as the original.
 */
export function createModal(ctx: WidgetContext, onOpen: () => void): Modal | null {
  const el = document.getElementById('moove_gdpr_cookie_modal');
  // The plugin prints a <dialog>: showModal() makes the rest of the page inert.
  if (!(el instanceof HTMLDialogElement)) return null;
  const dialog = el;
  const body = document.body.classList;
  let returnTo: Element | null = null;
  let isOpen = false;
  setupTabs(dialog, ctx);

  const modal: Modal = {
    open() {
      if (isOpen) return;
      isOpen = true;
      returnTo = document.activeElement;
      onOpen();
      dialog.classList.remove('gdpr_lightbox-hide');
      body.add('moove_gdpr_overflow');
      if (!dialog.open) dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0];
      first?.focus();
      emit(document, 'gdpr_lightbox:open');
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      if (dialog.open) dialog.close();
      dialog.classList.add('gdpr_lightbox-hide');
      body.remove('moove_gdpr_overflow');
      const back = returnTo as HTMLElement | null;
      if (back?.isConnected && typeof back.focus === 'function') back.focus();
      emit(document, 'gdpr_lightbox:close');
    },
  };

  // Esc on a native modal dialog fires `cancel`; closing goes through close() so body classes and focus follow.
  ctx.listen(dialog, 'cancel', (e) => {
    e.preventDefault();
    modal.close();
  });
  ctx.listen(dialog, 'close', () => modal.close());
  ctx.listen(dialog, 'keydown', (e) => trapTab(e as KeyboardEvent, dialog));
  // A click on the backdrop lands on the dialog element itself.
  ctx.listen(dialog, 'click', (e) => e.target === dialog && modal.close());
  return modal;
}
