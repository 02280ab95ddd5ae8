import { announce, createTransport, setCookie, type Cleanup, type WidgetContext } from '@dropins/core';
import type { DecoderConfig } from './config';
import { decodePayload } from './payload';
import { interpret } from './result';

/** What the popup shows; closed when `phase` is ''. */
export interface View {
  phase: '' | 'wait' | 'ok' | 'error';
  /** The decoded address (ok) or the message (error). */
  text?: string;
  /** Every allowed contact's decoded value (ok), filled in after 'got it'. */
  decoded?: Map<string, string>;
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
  /** 'Got it', Esc: closes, and fills every allowed contact once the address shows. */
  close(): void;
}

/** An element still encoded: its string, 'mailto:' / 'tel:' for a link, and whether we gave it tabindex="0". */
interface Node {
  s: string;
  scheme: string;
  tabbed?: boolean;
}

/** Takes our button semantics off. A decoded span keeps tabindex -1 so focus can still return to it. */
function unbutton(el: HTMLElement, n: Node, keep?: boolean) {
  el.removeAttribute('role');
  el.removeAttribute('aria-haspopup');
  if (n.tabbed) {
    if (keep) el.tabIndex = -1;
    else el.removeAttribute('tabindex');
  }
}

/**
 * The page-level decoder: one popup, one bulk request per click for every contact still encoded.
 * `renderPopup` mounts the dialog on first use; everything stops when `page.signal` aborts.
 * @example const decoder = createDecoder(cfg, ctx, mountPopup);
 */
export function createDecoder(cfg: DecoderConfig, page: WidgetContext, renderPopup: (d: Decoder) => Cleanup): Decoder {
  const transport = createTransport(cfg.transport);
  const nodes = new Map<HTMLElement, Node>();
  let view: View = { phase: '' };
  let notify = () => {};
  let request: AbortController | undefined;
  let unrender: Cleanup | undefined;

  const set = (next: View) => {
    view = { ...view, ...next };
    notify();
  };
  const later = (ms: number, fn: () => void) => setTimeout(() => page.signal.aborted || page.guard(fn), ms);
  const fade = (on: boolean) => document.body.classList.toggle('apbct-popup-fade', on);
  const hide = () => {
    request?.abort();
    fade(false);
    set({ phase: '' });
  };

  function open(el: HTMLElement, clicked: string) {
    if (view.phase) return;
    // Every string still encoded (a duplicate is sent once).
    const sent = [...new Set([...nodes.values()].map((n) => n.s))];
    const ctrl = (request = new AbortController());
    fade(true);
    set({ phase: 'wait', decoded: undefined, from: el });
    unrender ??= renderPopup(decoder);
    // The wait text shows for at least 3 s: the timer starts with the click, the answer may come later.
    void Promise.all([
      transport.request<string>('apbct_decode_email', decodePayload(sent, cfg), { signal: ctrl.signal, as: 'text' }).catch(() => null),
      new Promise<void>((resolve) => later(WAIT_MS, resolve)),
    ]).then(([body]) => {
      if (ctrl.signal.aborted) return;
      page.guard(() => {
        const r = interpret(body, clicked, sent, cfg.texts, (m) => page.warn(m, el));
        set(r);
        announce(r.decoded ? `${cfg.texts.text__ee_original_email} ${r.text}` : r.text);
        if (r.decoded) {
          // Lets the server skip encoding on the next pages.
          if (cfg.passKey) setCookie('apbct_email_encoder_passed', cfg.passKey);
        } else {
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
      const decoded = view.decoded;
      hide();
      if (decoded)
        for (const [el, n] of nodes) {
          const value = decoded.get(n.s);
          if (!value) continue;
          // At once: the blur goes, and a link gets its real href; the text follows 2 s later.
          const old = n.scheme && el.getAttribute('href')!.slice(n.scheme.length);
          nodes.delete(el);
          unbutton(el, n, true);
          el.classList.add('no-blur');
          el.removeAttribute('title');
          if (n.scheme) el.setAttribute('href', n.scheme + value);
          later(FILL_MS, () => {
            // A link's inner encoded spans are nodes of their own; a link of plain text gets its obfuscated part replaced.
            if (!n.scheme) el.textContent = value;
            else if (!el.firstElementChild) el.textContent = el.textContent!.replace(old, value.split(/[?&]/)[0]);
          });
        }
    },
    add(el, ctx) {
      const s = el.getAttribute('data-original-string')?.trim();
      if (!s) return ctx.warn('data-original-string is empty; it stays encoded');
      const n: Node = { s, scheme: /^(mailto|tel):/i.exec(el.getAttribute('href')!)?.[0] ?? '' };
      nodes.set(el, n);
      // A span inside an encoded link is filled with it, but the link is the button.
      if (!el.matches('a[data-original-string] *')) {
        el.setAttribute('role', 'button');
        el.setAttribute('aria-haspopup', 'dialog');
        if (!n.scheme && !el.hasAttribute('tabindex')) {
          el.tabIndex = 0;
          n.tabbed = true;
        }
        const go = (e: Event) => {
          if (!nodes.has(el)) return;
          // An encoded link must not open the mail or phone app with the obfuscated address.
          e.preventDefault();
          open(el, s);
        };
        ctx.listen(el, 'click', go);
        ctx.listen(el, 'keydown', (e) => (e.key == 'Enter' || e.key == ' ') && go(e));
      }
      return () => {
        if (nodes.delete(el)) unbutton(el, n);
      };
    },
  };

  page.signal.addEventListener('abort', () => {
    hide();
    unrender?.();
  });
  return decoder;
}
