import { isRecord, Modal, parseJSON, renderRoot, sanitizeHTML } from '@dropins/core';

/** What a blocked answer carries. */
export interface Block {
  message: string;
  stopScript: boolean;
  integration?: unknown;
}

/**
 * Reads a response body the way the original does: a body mentioning `"apbct` (and not an HTML page) with
 * `apbct.blocked` and a comment; or a WordPress JSON error whose `data.message` names the plugin (any other
 * plugin's error is none of our business). Returns null for everything else.
 */
export function parseBlock(text: string, brand: string): Block | null {
  const ours = text.includes('"apbct');
  const body = (ours || text.includes(brand)) && !text.includes('DOCTYPE') ? parseJSON(text) : null;
  if (!isRecord(body)) return null;
  const a = isRecord(body.apbct) ? body.apbct : {};
  const data = isRecord(body.data) ? body.data : {};
  const message = ours && a.blocked && a.blocked != 0 ? a.comment : String(data.message).includes(brand) && data.message;
  return typeof message === 'string' && message.trim() ? { message, stopScript: a.stop_script == 1, integration: a.integration } : null;
}

/** The sanitized comment, with bare URLs in its text (not in attributes or link texts) turned into links. */
export const blockContent = (message: string): DocumentFragment =>
  sanitizeHTML(message.replace(/(^|[^"'=>\w/])(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/g, '$1<a href="$2" target="_blank">$2</a>'));

let current: (() => void) | undefined;

/**
 * Shows the block message in the core modal (one at a time; closing it unmounts it, and the modal gives focus
 * back), fires `apbctAjaxBockAlert` as the original does, stops page loading when asked, and for NEX-Forms
 * (the one integration that needs it) disables its button.
 */
export function showBlock(b: Block, title: string, widget: string): void {
  document.dispatchEvent(new CustomEvent('apbctAjaxBockAlert', { bubbles: true, detail: { message: b.message } }));
  current?.();
  const host = document.body.appendChild(document.createElement('div'));
  const content = blockContent(b.message);
  const done = (current = () => {
    unmount();
    host.remove();
    current = undefined;
  });
  const unmount = renderRoot(
    host,
    <Modal open onClose={done} title={title} className="cleantalk-modal">
      <div id="cleantalk-modal-content" ref={(el) => el?.replaceChildren(content.cloneNode(true))} />
    </Modal>,
    widget,
  );
  if (!b.stopScript) return;
  window.stop();
  if (b.integration !== 'NEXForms') return;
  const q = <T extends HTMLElement>(sel: string) => document.querySelector<T>(sel) ?? ({} as T);
  q<HTMLButtonElement>('form.submit-nex-form button.nex-submit').disabled = true;
  q('div.nex_success_message').hidden = true;
}
