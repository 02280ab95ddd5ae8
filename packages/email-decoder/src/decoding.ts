import { docProp, type WidgetContext } from '@dropins/core';
import type { WpAnswer } from '@dropins/core/transport';
import { setCookie } from '@dropins/core/storage';
import { announce } from '@dropins/core/ui';
import { readDecodeAnswer, type DecodeOutcome } from './answer';
import type { DecoderSettings } from './config';
import { addressOnly, fillDecodedContacts } from './fill-contacts';
import { decodePayload } from './payload';
import type { DecoderPopup } from './popup';
import { WAIT_MS, type DecodeSession } from './session-types';

/**
 * The decoding of the page's contacts (fetched with the first click, see `createDecodeSession`). A click fades the page and opens the plugin's `#apbct_popup`
 * (a modal dialog, loaded on first use) with the wait texts for at least 3 s while one bulk `apbct_decode_email`
 * request runs; then the address with 'Got it' (which fills every allowed contact), or a message that leaves the
 * page usable and hides 3 s later. Esc, or unmounting, cancels a decode in progress.
 */
export function createDecoder(page: WidgetContext, settings: DecoderSettings, contacts: Map<HTMLElement, string>): Pick<DecodeSession, 'decode'> {
  const decodes = page.latest();
  let popup: Promise<DecoderPopup> | undefined;
  let shown: DecoderPopup | undefined;
  let from: HTMLElement | undefined;
  /** The decoded values while the address shows: 'Got it' fills the page with them. */
  let pendingFill: ((encoded: string) => string) | undefined;
  let stopMessageTimer = () => {};

  const setFade = (on: boolean) => docProp('body').classList.toggle('apbct-popup-fade', on);
  const loadPopup = () =>
    (popup ??= import('./popup').then((module) => (shown = module.createDecoderPopup(page, settings, close)), (error: unknown) => {
      popup = undefined;
      throw error;
    }));

  /** 'Got it', Esc or the end of a message: closes, and fills the contacts once the address showed. */
  function close(returnFocus = true) {
    const valueOf = pendingFill;
    pendingFill = undefined;
    decodes.cancel();
    stopMessageTimer();
    setFade(false);
    if (shown?.isOpen) {
      shown.close();
      if (returnFocus) from?.focus();
    }
    if (valueOf) fillDecodedContacts(contacts, valueOf, page);
  }

  function showMessage(message: string) {
    setFade(false);
    // The original leaves the page usable while its message shows: no longer modal.
    shown?.render({ phase: 'message', text: message });
    shown?.open(false);
    from?.focus();
    announce(message);
    stopMessageTimer = page.later(WAIT_MS, () => close(false));
  }

  function showResult(outcome: DecodeOutcome, contact: HTMLElement, clicked: string, sent: string[]) {
    const { message, valueOf } = readDecodeAnswer(outcome, clicked, sent, settings.texts, (text) => page.warn(text, contact));
    if (message) return showMessage(message);
    const address = addressOnly(valueOf(clicked));
    pendingFill = valueOf;
    shown?.render({ phase: 'decoded', address });
    announce(`${settings.texts.originalEmail} ${address}`);
    // Lets the server skip encoding on the next pages.
    if (settings.passKey) setCookie('apbct_email_encoder_passed', settings.passKey);
  }

  async function decode(contact: HTMLElement, clicked: string) {
    if (shown?.isModal) return;
    stopMessageTimer();
    from = contact;
    // Every string still encoded (a duplicate is sent once).
    const sent = [...new Set(contacts.values())];
    setFade(true);
    const outcome = await decodes.run(async (signal) => {
      const request = settings.transport
        .request<WpAnswer>('apbct_decode_email', decodePayload(sent, settings), { signal, as: 'wp' })
        .then((answer): DecodeOutcome => ({ answer }), (error: unknown): DecodeOutcome => ({ error }));
      const opened = loadPopup().then((view) => {
        if (signal.aborted) return;
        view.render({ phase: 'wait' });
        view.open(true);
      });
      // The wait text shows for at least 3 s: the timer starts with the click, the answer may come later.
      const [result] = await Promise.all([request, pauseFor(page, WAIT_MS, signal), opened]);
      return result;
    });
    if (outcome) showResult(outcome, contact, clicked, sent);
  }

  page.signal.addEventListener('abort', () => {
    setFade(false);
    shown?.remove();
  });
  return {
    decode: (contact, clicked) =>
      void decode(contact, clicked).catch((error: unknown) => {
        page.warn(`the decoder popup could not open (${String(error)})`, contact);
        close();
      }),
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pauseFor(page: WidgetContext, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = page.later(ms, resolve);
    signal.addEventListener('abort', () => {
      stop();
      resolve();
    });
  });
}
