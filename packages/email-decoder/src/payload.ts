import { createStore, getCookie, parseJSON, type Payload } from '@dropins/core';
import type { DecoderConfig } from './config';

/** Signals the plugin's own scripts keep in cookies (or, with cookies off, in localStorage) and send with a decode. */
const SIGNALS = 'checkjs ps_timestamp fkp_timestamp pointer_data screen_info timezone mouse_moved has_scrolled'.split(' ').map((s) => 'ct_' + s);

/** A value the plugin stored as `{"value": "<json>", "timestamp": n}` in localStorage, however old. */
function stored(key: string): unknown {
  const v = createStore('local').get(key, Infinity);
  return typeof v == 'string' ? (parseJSON(v) ?? v) : v;
}

/**
 * The bulk decode request: the page, the referrer, every encoded string as a JSON map `{"0": enc, ...}`,
 * and either the bot detector's event token or the client data the other CleanTalk scripts collected.
 * @example transport.request('apbct_decode_email', decodePayload(['AQEB...'], cfg))
 */
export function decodePayload(encoded: string[], cfg: DecoderConfig): Payload {
  const data: Payload = { post_url: location.href, referrer: document.referrer, encodedEmails: JSON.stringify({ ...encoded }) };
  const token = cfg.bot && stored('bot_detector_event_token');
  if (typeof token == 'string' && token) data.event_token = token;
  else
    data.event_javascript_data = JSON.stringify(
      Object.fromEntries(
        SIGNALS.map((s) => {
          const name = cfg.f.cookiePrefix + s;
          return [s, getCookie(name) ?? stored(name)];
        }),
      ),
    );
  return data;
}
