import type { WidgetContext } from '@dropins/core';
import type { DecoderSettings } from './config';
import type { DecodeSession } from './session-types';

/**
 * Creates the page's decode session (in `setup`): the contacts still encoded, and the decoding (see `createDecoder`),
 * whose code comes with the first click, or before it when the visitor's pointer or focus reaches a contact.
 */
export function createDecodeSession(page: WidgetContext, settings: DecoderSettings): DecodeSession {
  const contacts = new Map<HTMLElement, string>();
  let decoder: Promise<Pick<DecodeSession, 'decode'>> | undefined;
  // A failed fetch is tried again on the next click.
  const load = () =>
    (decoder ??= import('./decoding').then(
      ({ createDecoder }) => createDecoder(page, settings, contacts),
      (error: unknown) => {
        decoder = undefined;
        throw error;
      },
    ));
  return {
    contacts,
    prefetch: () => void load().catch(() => undefined),
    decode: (contact, clicked) =>
      void load().then(
        (loaded) => loaded.decode(contact, clicked),
        (error: unknown) => page.warn(`the decoder popup could not open (${String(error)})`, contact),
      ),
  };
}
