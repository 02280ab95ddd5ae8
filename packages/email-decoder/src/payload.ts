import { getCookie, parseJSON, rawStorage, type Payload } from '@dropins/core';
import type { DecoderConfig } from './config';

/** Signals the plugin's own scripts keep in cookies (or, with cookies off, in localStorage) and send with a decode. */
const SIGNALS = ['ct_checkjs', 'ct_ps_timestamp', 'ct_fkp_timestamp', 'ct_pointer_data', 'ct_screen_info', 'ct_timezone', 'ct_mouse_moved', 'ct_has_scrolled'];

/** A value the plugin stored as `{"value": "<json>", "timestamp": n}` in localStorage, or the raw text. */
function stored(key: string): unknown {
  const raw = rawStorage('local').get(key);
  const outer = parseJSON(raw);
  if (outer && typeof outer === 'object' && 'value' in outer) {
    const v = (outer as { value: unknown }).value;
    return typeof v === 'string' ? (parseJSON(v) ?? v) : v;
  }
  return raw ?? undefined;
}

/**
 * The bulk decode request: the page, the referrer, every encoded string as a JSON map `{"0": enc, ...}`,
 * and either the bot detector's event token or the client data the other CleanTalk scripts collected.
 * @example transport.request('apbct_decode_email', decodePayload(['AQEB...'], cfg))
 */
export function decodePayload(encoded: string[], cfg: DecoderConfig): Payload {
  const data: Payload = {
    post_url: location.href,
    referrer: document.referrer,
    encodedEmails: JSON.stringify({ ...encoded }),
  };
  const token = cfg.botDetector ? stored('bot_detector_event_token') : undefined;
  if (typeof token === 'string' && token) data.event_token = token;
  else {
    const js: Record<string, unknown> = {};
    for (const name of SIGNALS) js[name] = getCookie(cfg.cookiePrefix + name) ?? stored(cfg.cookiePrefix + name) ?? undefined;
    data.event_javascript_data = JSON.stringify(js);
  }
  return data;
}
