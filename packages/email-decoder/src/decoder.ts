import { announce, createTransport, setCookie, type Cleanup, type WidgetContext } from '@dropins/core';
import type { DecoderConfig } from './config';
import { decodePayload } from './payload';
import { interpret, type Outcome } from './result';

/** What the popup shows. `phase` and `text` are kept while it closes. */
export interface View {
  open: boolean;
  phase: 'wait' | 'ok' | 'error';
  /** The decoded address (ok) or the message (error). */
  text: string;
  /** The contact that opened it: focus returns there. */
  from?: HTMLElement;
}

/** Shortest time the wait text shows, and how long a message stays, as the original does. */
export const WAIT_MS = 3000;
/** Delay between 'got it' and the decoded text appearing in the page. */
export const FILL_MS = 2000;

export interface Decoder {
  readonly cfg: DecoderConfig;
  /** Tracks one encoded element; returns its cleanup. */
  add(el: HTMLElement, ctx: WidgetContext): Cleanup | void;
  view(): View;
  subscribe(fn: () => void): () => void;
  /** 'Got it', Esc: closes, and fills every allowed contact when the address shows. */
  close(): void;
}

/** One element carrying `data-original-string`. */
interface Node {
  s: string;
  /** 'mailto:' / 'tel:' for an encoded link, else ''. */
  scheme: string;
  /** We gave it tabindex="0" (links are focusable already). */
  tabbed?: boolean;
  done?: boolean;
}

/** Takes our button semantics off. A decoded span keeps tabindex -1 so focus can still return to it. */
function unbutton(el: HTMLElement, n: Node, keep?: boolean) {
  el.removeAttribute('role');
  el.removeAttribute('aria-haspopup');
  if (n.tabbed) keep ? (el.tabIndex = -1) : el.removeAttribute('tabindex');
}

/**
 * The page-level decoder: one popup, one bulk request per click for every contact still encoded.
 * `renderPopup` mounts the dialog on first use; everything stops when `page.signal` aborts.
 * @example const decoder = createDecoder(cfg, ctx, mountPopup);
 */
export function createDecoder(cfg: DecoderConfig, page: WidgetContext, renderPopup: (d: Decoder) => Cleanup): Decoder {
  const transport = createTransport(cfg.transport);
  const nodes = new Map<HTMLElement, Node>();
  let view: View = { open: false, phase: 'wait', text: '' };
  let notify = () => {};
  let result: Outcome | undefined;
  let request: AbortController | undefined;
  let unrender: Cleanup | undefined;

  const set = (next: Partial<View>) => {
    view = { ...view, ...next };
    notify();
  };
  const later = (ms: number, fn: () => void) => setTimeout(() => page.signal.aborted || page.guard(fn), ms);
  const fade = (on: boolean) => document.body.classList.toggle('apbct-popup-fade', on);
  const hide = () => {
    request?.abort();
    fade(false);
    set({ open: false });
  };

  function open(el: HTMLElement, clicked: string) {
    if (view.open) return;
    // Every string still encoded (a duplicate is sent once).
    const sent = [...new Set([...nodes.values()].filter((n) => !n.done).map((n) => n.s))];
    const ctrl = (request = new AbortController());
    result = undefined;
    fade(true);
    set({ open: true, phase: 'wait', from: el });
    unrender ??= renderPopup(decoder);
    void Promise.all([
      transport.request<string>('apbct_decode_email', decodePayload(sent, cfg), { signal: ctrl.signal, as: 'text' }).catch(() => null),
      new Promise((resolve) => later(WAIT_MS, resolve)),
    ]).then(([body]) => {
      if (ctrl.signal.aborted) return;
      page.guard(() => {
        const r = (result = interpret(body, clicked, sent, cfg.texts, (m) => page.warn(m, el)));
        set(r.ok ? { phase: 'ok', text: r.email } : { phase: 'error', text: r.message });
        announce(r.ok ? `${cfg.texts.text__ee_original_email} ${r.email}`.trim() : r.message);
        // Lets the server skip encoding on the next pages.
        if (r.ok && cfg.passKey) setCookie('apbct_email_encoder_passed', cfg.passKey);
        if (!r.ok) {
          fade(false);
          later(WAIT_MS, () => request == ctrl && hide());
        }
      });
    });
  }

  const decoder: Decoder = {
    cfg,
    view: () => view,
    subscribe(fn) {
      notify = fn;
      return () => (notify = () => {});
    },
    close() {
      hide();
      if (!result?.ok) return;
      const decoded = result.decoded;
      for (const [el, n] of nodes) {
        const value = decoded.get(n.s);
        if (n.done || !value) continue;
        // At once: the blur goes, and a link gets its real href; the text follows 2 s later.
        const obfuscated = el.getAttribute('href')?.slice(n.scheme.length);
        n.done = true;
        unbutton(el, n, true);
        el.classList.add('no-blur');
        el.removeAttribute('title');
        if (n.scheme) el.setAttribute('href', n.scheme + value);
        later(FILL_MS, () => {
          const text = el.textContent!;
          // A link's inner encoded spans are nodes of their own; without them its obfuscated text is replaced.
          if (!n.scheme) el.textContent = value;
          else if (obfuscated && !el.querySelector('[data-original-string]')) el.textContent = text.replace(obfuscated, value.split(/[?&]/)[0]);
        });
      }
    },
    add(el, ctx) {
      const s = el.getAttribute('data-original-string')?.trim();
      if (!s) return ctx.warn('data-original-string is empty; it stays encoded');
      const n: Node = { s, scheme: /^(mailto|tel):/i.exec(el.getAttribute('href')!)?.[0] ?? '' };
      nodes.set(el, n);
      // A span inside an encoded link is filled with it, but the link is the button.
      if (!el.parentElement?.closest('a[data-original-string]')) {
        el.setAttribute('role', 'button');
        el.setAttribute('aria-haspopup', 'dialog');
        if (!n.scheme && !el.hasAttribute('tabindex')) {
          el.tabIndex = 0;
          n.tabbed = true;
        }
        const go = (e: Event) => {
          if (n.done) return;
          // An encoded link must not open the mail or phone app with the obfuscated address.
          e.preventDefault();
          open(el, s);
        };
        ctx.listen(el, 'click', go);
        ctx.listen(el, 'keydown', (e) => (e.key == 'Enter' || e.key == ' ') && go(e));
      }
      return () => {
        nodes.delete(el);
        if (!n.done) unbutton(el, n);
      };
    },
  };

  page.signal.addEventListener('abort', () => {
    hide();
    unrender?.();
  });
  return decoder;
}
