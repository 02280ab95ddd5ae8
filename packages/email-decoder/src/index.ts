import { announce, createTransport, setCookie, standDown, type WidgetContext, type WidgetDefinition } from '@dropins/core';
import { interpret } from './answer';
import { readDecoderConfig } from './config';
import { decodePayload } from './payload';
import { renderPopup, type View } from './popup';

export type { DecoderConfig } from './config';
export type { View } from './popup';
export { readDecoderConfig } from './config';
export { interpret, unescapeText } from './answer';
export { decodePayload } from './payload';

/** Shortest time the wait text shows, and how long a message stays, as the original does. */
export const WAIT_MS = 3000;
/** Delay between 'got it' and the decoded text appearing in the page. */
export const FILL_MS = 2000;

/** Takes our button semantics off. */
function unbutton(el: HTMLElement) {
  el.removeAttribute('role');
  el.removeAttribute('aria-haspopup');
}

/** A mailto may carry ?subject=...: the address alone. */
const address = (v: string) => v.split(/[?&]/)[0];

/**
 * `email-decoder`: CleanTalk's obfuscated emails and phones (`[data-original-string]`) become buttons; a click
 * decodes every contact still encoded through one `apbct_decode_email` request and shows the address in the
 * plugin's `#apbct_popup` (a native modal dialog: the page behind is inert, Esc cancels).
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/email-decoder';
 * boot(definition);
 */
export const definition: WidgetDefinition<(el: HTMLElement, ctx: WidgetContext) => (() => void) | void> = {
  name: 'email-decoder',
  selector: '[data-original-string]',
  setup(page) {
    const cfg = readDecoderConfig(page.warn);
    const transport = createTransport(cfg.transport);
    /** Every element still encoded, and its encoded string. */
    const nodes = new Map<HTMLElement, string>();
    let dialog: HTMLDialogElement | undefined;
    let stop: (() => void) | undefined;
    let from: HTMLElement;
    /** The decode in progress: closing aborts it (its late answer or timer then changes nothing). */
    let request: AbortController | undefined;
    /** The decoded values while the address shows: 'got it' fills the page with them. */
    let values: ((encoded: string) => string) | undefined;

    const later = (ms: number, fn: () => void) => setTimeout(() => page.signal.aborted || page.guard(fn), ms);
    const fade = (on: boolean) => document.body.classList.toggle('apbct-popup-fade', on);
    const show = (v: View) => {
      stop?.();
      stop = renderPopup(dialog!, v, cfg, close);
    };
    const hide = () => {
      request?.abort();
      values = undefined;
      fade(false);
      if (dialog?.open) {
        dialog.close();
        from.focus();
      }
    };
    /** 'Got it', or Esc: closes, and fills every allowed contact once the address shows. */
    function close() {
      const value = values;
      hide();
      if (value)
        for (const [el, s] of nodes) {
          const v = value(s);
          if (!v) continue;
          const href = el.getAttribute('href')!;
          const scheme = /^(mailto|tel):/i.exec(href)?.[0];
          // At once: the blur goes, and a link gets its real href; the text follows 2 s later.
          nodes.delete(el);
          unbutton(el);
          el.removeAttribute('title');
          el.classList.add('no-blur');
          if (scheme) el.setAttribute('href', scheme + v);
          // A decoded span stays focusable by script, so focus can still return to it.
          else if (el.tabIndex == 0) el.tabIndex = -1;
          later(FILL_MS, () => {
            // A link's inner encoded spans are nodes of their own; a link of plain text gets its obfuscated part replaced.
            if (!scheme) el.textContent = v;
            else if (!el.firstElementChild) el.textContent = el.textContent!.replace(href.slice(scheme.length), address(v));
          });
        }
    }

    function open(el: HTMLElement, clicked: string) {
      if (dialog?.open) return;
      if (!dialog) {
        dialog = document.body.appendChild(Object.assign(document.createElement('dialog'), { id: 'apbct_popup', className: 'apbct-popup apbct-email-encoder-popup' }));
        dialog.setAttribute('aria-labelledby', 'apbct_popup_header');
        page.listen(dialog, 'cancel', (e) => {
          e.preventDefault();
          close();
        });
      }
      // Every string still encoded (a duplicate is sent once).
      const sent = [...new Set(nodes.values())];
      const ctrl = (request = new AbortController());
      from = el;
      fade(true);
      show({ phase: 'wait' });
      dialog.showModal();
      // The wait text shows for at least 3 s: the timer starts with the click, the answer may come later.
      void Promise.all([
        transport.request<string>('apbct_decode_email', decodePayload(sent, cfg), { signal: ctrl.signal, as: 'text' }).catch(() => null),
        new Promise<void>((resolve) => later(WAIT_MS, resolve)),
      ]).then(([body]) =>
        page.guard(() => {
          if (ctrl.signal.aborted) return;
          const [message, value] = interpret(body, clicked, sent, cfg.f, (m) => page.warn(m, el));
          const text = message || address(value(clicked));
          show({ phase: message ? 'error' : 'ok', text });
          announce(message || `${cfg.f.text__ee_original_email} ${text}`);
          if (message) {
            fade(false);
            later(WAIT_MS, () => request == ctrl && hide());
          } else {
            values = value;
            // Lets the server skip encoding on the next pages.
            if (cfg.pass) setCookie('apbct_email_encoder_passed', cfg.pass);
          }
        }),
      );
    }

    page.signal.addEventListener('abort', () => {
      hide();
      stop?.();
      dialog?.remove();
    });

    /** Tracks one encoded element (mount); returns its cleanup. */
    return (el: HTMLElement, ctx: WidgetContext) => {
      const s = el.getAttribute('data-original-string')?.trim() || standDown('data-original-string is empty');
      let tabbed = false;
      nodes.set(el, s);
      // A span inside an encoded link is filled with it, but the link is the button.
      if (!el.matches('a[data-original-string] *')) {
        el.setAttribute('role', 'button');
        el.setAttribute('aria-haspopup', 'dialog');
        if (!el.matches('[tabindex],[href]')) {
          el.tabIndex = 0;
          tabbed = true;
        }
        const go = (e: Event) => {
          // Click, Enter or Space (a keydown's key; a click has none).
          if (nodes.has(el) && /^(click|Enter| )$/.test((e as KeyboardEvent).key ?? e.type)) {
            // An encoded link must not open the mail or phone app with the obfuscated address.
            e.preventDefault();
            open(el, s);
          }
        };
        ctx.listen(el, 'click', go);
        ctx.listen(el, 'keydown', go);
      }
      return () => {
        if (nodes.delete(el)) {
          unbutton(el);
          if (tabbed) el.removeAttribute('tabindex');
        }
      };
    };
  },
  mount: (el, ctx) => ctx.config(el as HTMLElement, ctx),
};
