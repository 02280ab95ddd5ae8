import { useState } from 'react';
import { Modal, renderRoot, sanitizeHTML } from '@dropins/core';

/** What a blocked answer carries. */
export interface Block {
  message: string;
  stopScript: boolean;
  integration: string;
}

const URLS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/**
 * Reads a response body the way the original does: a body mentioning `"apbct` (and not an HTML page) with
 * `apbct.blocked` and a comment; or a WordPress JSON error whose `data.message` names the plugin (any other
 * plugin's error is none of our business). Returns null for everything else.
 */
export function parseBlock(text: string, brand: string): Block | null {
  const ours = text.includes('"apbct');
  if ((!ours && !text.includes(brand)) || text.includes('DOCTYPE')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { apbct, data } = body as { apbct?: Record<string, unknown>; data?: Record<string, unknown> };
  let message: unknown = '';
  if (ours && apbct && apbct.blocked && +(apbct.blocked as number) !== 0) message = apbct.comment;
  else if (data && typeof data === 'object' && typeof data.message === 'string' && data.message.includes(brand)) message = data.message;
  if (typeof message !== 'string' || !message.trim()) return null;
  return { message, stopScript: +(apbct?.stop_script as number) === 1, integration: String(apbct?.integration ?? '') };
}

/** The sanitized comment, with bare URLs in its text turned into links. */
export function blockContent(message: string): DocumentFragment {
  const frag = sanitizeHTML(message);
  const walker = document.createTreeWalker(frag, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) if (!(walker.currentNode.parentElement?.closest('a'))) texts.push(walker.currentNode as Text);
  for (const node of texts) {
    const value = node.data;
    if (!URLS.test(value)) continue;
    URLS.lastIndex = 0;
    const parts: Node[] = [];
    let at = 0;
    for (const m of value.matchAll(URLS)) {
      parts.push(document.createTextNode(value.slice(at, m.index)));
      const a = document.createElement('a');
      a.href = a.textContent = m[0];
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      parts.push(a);
      at = (m.index ?? 0) + m[0].length;
    }
    parts.push(document.createTextNode(value.slice(at)));
    node.replaceWith(...parts);
  }
  return frag;
}

function BlockDialog(props: { title: string; content: DocumentFragment; onGone: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    setTimeout(props.onGone, 450);
  };
  return (
    <Modal open={open} onClose={close} title={props.title} className="cleantalk-modal">
      <div id="cleantalk-modal-content" ref={(el) => el?.replaceChildren(props.content.cloneNode(true))} />
    </Modal>
  );
}

let current: (() => void) | null = null;

/**
 * Shows the block message in the core modal (one at a time), fires `apbctAjaxBockAlert` as the original does,
 * stops page loading when asked, and for NEX-Forms (the one integration that needs it) disables its button.
 */
export function showBlock(b: Block, title: string, widget: string): void {
  document.dispatchEvent(new CustomEvent('apbctAjaxBockAlert', { bubbles: true, detail: { message: b.message } }));
  current?.();
  const host = document.createElement('div');
  document.body.appendChild(host);
  const unmount = renderRoot(host, <BlockDialog title={title} content={blockContent(b.message)} onGone={() => done()} />, widget);
  const done = () => {
    unmount();
    host.remove();
    if (current === done) current = null;
  };
  current = done;
  if (!b.stopScript) return;
  window.stop();
  if (b.integration !== 'NEXForms') return;
  const btn = document.querySelector<HTMLButtonElement>('form.submit-nex-form button.nex-submit');
  if (btn) btn.disabled = true;
  const ok = document.querySelector<HTMLElement>('div.nex_success_message');
  if (ok) ok.hidden = true;
}
