import { docProp, docCreate, dispatch } from '@dropins/core';
import { sanitizeHTML } from '@dropins/core/safety';
import { injectStyle } from '@dropins/core/ui';
import type { Block } from './block-answer';

/**
 * The original's block modal, which its script styles itself (no plugin stylesheet covers it): the 50 % overlay
 * `#cleantalk-modal-overlay` (here a native modal dialog: focus stays inside, Esc closes), the white
 * `#cleantalk-modal-inner` with its shadow, and the round `#cleantalk-modal-close` on its corner.
 */
const CSS =
  'body.cleantalk-modal-opened{overflow:hidden}' +
  '#cleantalk-modal-overlay{position:fixed;inset:0;z-index:9999999999;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgba(0,0,0,.5);color:inherit}' +
  '#cleantalk-modal-overlay[open]{display:flex;justify-content:center;align-items:center}#cleantalk-modal-overlay::backdrop{background:none}' +
  '#cleantalk-modal-inner{position:relative;max-width:calc(100% - 32px);box-sizing:border-box;padding:30px;background:#fff;border:1px solid rgba(0,0,0,.75);border-radius:4px;box-shadow:7px 7px 5px 0 rgba(50,50,50,.75)}' +
  '#cleantalk-modal-close{position:absolute;top:-8px;right:-8px;box-sizing:content-box;width:20px;height:20px;padding:0;background:#fff;border:2px solid rgba(0,0,0,.75);border-radius:15px;cursor:pointer}' +
  '#cleantalk-modal-close:before,#cleantalk-modal-close:after{content:"";display:block;position:absolute;top:2px;left:9px;width:2px;height:16px;background:#000;border-radius:1px;transform:rotate(45deg)}' +
  '#cleantalk-modal-close:after{transform:rotate(-45deg)}';

/** The sanitized comment, with bare URLs in its text (not in attributes or link texts) turned into links. */
export const blockContent = (message: string): DocumentFragment =>
  sanitizeHTML(message.replace(/(^|[^"'=>\w/])(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/g, '$1<a href="$2" target="_blank">$2</a>'));

/** Builds the dialog: overlay > inner > close button + content. */
function buildModal(message: string, label: string): { overlay: HTMLDialogElement; close: HTMLButtonElement } {
  const overlay = docCreate('dialog');
  overlay.id = 'cleantalk-modal-overlay';
  overlay.setAttribute('aria-label', label);
  const inner = docCreate('div');
  inner.id = 'cleantalk-modal-inner';
  const close = docCreate('button');
  close.type = 'button';
  close.id = 'cleantalk-modal-close';
  close.setAttribute('aria-label', 'Close');
  const content = docCreate('div');
  content.id = 'cleantalk-modal-content';
  content.append(blockContent(message));
  inner.append(close, content);
  overlay.append(inner);
  return { overlay, close };
}

/**
 * Shows the block message (one at a time: a newer one replaces it), fires `apbctAjaxBockAlert` as the original
 * does, stops page loading when asked, and for NEX-Forms (the one integration that needs it) disables its button.
 * Closing (the ×, a click on the overlay, Esc) removes it and gives focus back.
 */
export function showBlock(block: Block, body: Element, label: string, widget: string): void {
  dispatch(document, new CustomEvent('apbctAjaxBockAlert', { bubbles: true, detail: { message: block.message } }));
  injectStyle(`${widget}-block-modal-css`, CSS);
  body.querySelector(':scope > #cleantalk-modal-overlay')?.remove();
  const returnTo = docProp('activeElement');
  const { overlay, close } = buildModal(block.message, label);
  const remove = () => {
    body.classList.remove('cleantalk-modal-opened');
    overlay.remove();
    if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
  overlay.addEventListener('close', remove);
  overlay.addEventListener('click', (event) => (event.target === overlay || event.target === close) && overlay.close());
  body.append(overlay);
  body.classList.add('cleantalk-modal-opened');
  overlay.showModal();
  if (!block.stopScript) return;
  window.stop();
  if (block.integration !== 'NEXForms') return;
  const button = body.querySelector<HTMLButtonElement>('form.submit-nex-form button.nex-submit');
  if (button) button.disabled = true;
  const success = body.querySelector<HTMLElement>('div.nex_success_message');
  if (success) success.hidden = true;
}
