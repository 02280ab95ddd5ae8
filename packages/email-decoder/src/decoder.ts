import { announce, createTransport, setCookie, type Cleanup, type WidgetContext } from '@dropins/core';
import type { DecoderConfig } from './config';
import { fillText, makeButton, readNode, release, unmakeButton, type EncodedNode } from './nodes';
import { decodePayload } from './payload';
import { interpret, type Outcome } from './result';

/** What the popup shows. `phase` and `text` are kept while it fades out after closing. */
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
  /** 'Got it': close and fill every allowed node. */
  gotIt(): void;
  /** Esc, the close button or the overlay: 'got it' once the address shows, else cancel. */
  close(): void;
}

/**
 * The page-level decoder: one popup, one bulk request per click for every encoded node still encoded.
 * `renderPopup` mounts the dialog on first use; everything stops when `page.signal` aborts.
 * @example const decoder = createDecoder(cfg, ctx, (d) => mountPopup(d));
 */
export function createDecoder(cfg: DecoderConfig, page: WidgetContext, renderPopup: (d: Decoder) => Cleanup): Decoder {
  const transport = createTransport(cfg.transport);
  const nodes = new Map<HTMLElement, EncodedNode>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const subscribers = new Set<() => void>();
  let view: View = { open: false, phase: 'wait', text: '' };
  let result: Outcome | null = null;
  let request: AbortController | null = null;
  let unrender: Cleanup | null = null;
  let runs = 0;

  const set = (next: Partial<View>) => {
    view = { ...view, ...next };
    subscribers.forEach((fn) => fn());
  };
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      page.guard(fn);
    }, ms);
    timers.add(id);
  };
  const fade = (on: boolean) => document.body.classList.toggle('apbct-popup-fade', on);

  function hide() {
    request?.abort();
    request = null;
    fade(false);
    if (view.open) set({ open: false });
  }

  function show(outcome: Outcome) {
    result = outcome;
    if (outcome.ok) {
      set({ phase: 'ok', text: outcome.email });
      announce(`${cfg.texts.text__ee_original_email} ${outcome.email}`.trim());
      // Lets the server skip encoding on the next pages (with cookies off the plugin uses its alternative cookies).
      if (cfg.passKey && cfg.cookies !== 'none') setCookie('apbct_email_encoder_passed', cfg.passKey);
    } else {
      fade(false);
      set({ phase: 'error', text: outcome.message });
      announce(outcome.message);
      const run = runs;
      later(WAIT_MS, () => run === runs && hide());
    }
  }

  function open(el: HTMLElement) {
    const clicked = nodes.get(el);
    if (view.open || !clicked) return;
    // Every string still encoded: outer nodes not yet decoded, and the spans inside such links.
    const still = (n: EncodedNode) => !n.done && !(n.host && nodes.get(n.host)?.done);
    const pending = [...new Set([...nodes.values()].filter(still).map((n) => n.encoded))];
    const ctrl = (request = new AbortController());
    runs++;
    result = null;
    fade(true);
    set({ open: true, phase: 'wait', text: '', from: el });
    unrender ??= renderPopup(decoder);
    const waited = new Promise<void>((resolve) => later(WAIT_MS, resolve));
    const answer = transport
      .request<string>('apbct_decode_email', decodePayload(pending, cfg), { signal: ctrl.signal, as: 'text' })
      .catch(() => null);
    void Promise.all([answer, waited]).then(([body]) => {
      if (ctrl.signal.aborted) return;
      page.guard(() => show(interpret(body, clicked.encoded, pending, cfg.texts, (m) => page.warn(m, el))));
    });
  }

  const decoder: Decoder = {
    cfg,
    view: () => view,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    gotIt() {
      const r = result;
      hide();
      if (!r?.ok) return;
      for (const [el, n] of nodes) {
        const value = r.decoded.get(n.encoded);
        if (n.done || n.host || !value) continue;
        const obfuscated = release(el, n, value);
        later(FILL_MS, () => fillText(el, n, value, r.decoded, obfuscated));
      }
    },
    close() {
      if (view.phase === 'ok') decoder.gotIt();
      else hide();
    },
    add(el, ctx) {
      const node = readNode(el);
      if (!node) return ctx.warn('data-original-string is empty; this contact stays encoded');
      nodes.set(el, node);
      if (!node.host) {
        makeButton(el, node);
        const activate = (e: Event) => {
          if (node.done) return;
          // An encoded link must not open the mail or phone app with the obfuscated address.
          e.preventDefault();
          open(el);
        };
        ctx.listen(el, 'click', activate);
        ctx.listen(el, 'keydown', (e) => (e.key === 'Enter' || e.key === ' ') && activate(e));
      }
      return () => {
        nodes.delete(el);
        if (!node.done && !node.host) unmakeButton(el, node, false);
      };
    },
  };

  page.signal.addEventListener('abort', () => {
    hide();
    timers.forEach(clearTimeout);
    unrender?.();
  });
  return decoder;
}
