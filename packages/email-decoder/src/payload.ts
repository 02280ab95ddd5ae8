import { docProp, parseJSON } from '@dropins/core';
import type { Payload } from '@dropins/core/transport';
import { createStore, getCookie } from '@dropins/core/storage';
import type { DecoderSettings } from './config';

/** Signals the plugin's own scripts keep in cookies (or, with cookies off, in localStorage) and send with a decode. */
const CLIENT_SIGNALS = [
  'ct_checkjs',
  'ct_ps_timestamp',
  'ct_fkp_timestamp',
  'ct_pointer_data',
  'ct_screen_info',
  'ct_timezone',
  'ct_mouse_moved',
  'ct_has_scrolled',
];

/** A value the plugin stored as `{"value": "<json>", "timestamp": n}` in localStorage, however old. */
function storedValue(key: string): unknown {
  const value = createStore('local').get(key, Infinity);
  return typeof value === 'string' ? (parseJSON(value) ?? value) : value;
}

/**
 * The bulk decode request: the page, the referrer, every encoded string as a JSON map `{"0": enc, ...}`,
 * and either the bot detector's event token or the client data the other CleanTalk scripts collected.
 * @example transport.request('apbct_decode_email', decodePayload(['AQEB...'], settings))
 */
export function decodePayload(encoded: string[], settings: Pick<DecoderSettings, 'botDetector' | 'cookiePrefix'>): Payload {
  const data: Payload = { post_url: location.href, referrer: docProp('referrer'), encodedEmails: JSON.stringify({ ...encoded }) };
  const token = settings.botDetector ? storedValue('bot_detector_event_token') : undefined;
  if (typeof token === 'string' && token) {
    data.event_token = token;
    return data;
  }
  const clientData = CLIENT_SIGNALS.map((signal) => {
    const name = settings.cookiePrefix + signal;
    return [signal, getCookie(name) ?? storedValue(name)];
  });
  data.event_javascript_data = JSON.stringify(Object.fromEntries(clientData));
  return data;
}
