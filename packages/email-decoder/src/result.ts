import { isRecord, parseJSON } from '@dropins/core';
import type { Texts } from './config';
import type { View } from './decoder';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The server escapes its comment for HTML (`Couldn&#039;t`); turn the entities back into characters, as plain text. */
export const unescapeText = (s: string): string =>
  s.replace(/&(#x?)?(\w+);/gi, (m, num: string | undefined, v: string) => {
    try {
      // &#0;, a code point out of range or a bad number throw, and stay as written.
      return num ? String.fromCodePoint(parseInt(v, num[1] ? 16 : 10) || NaN) : (NAMED[v] ?? m);
    } catch {
      return m;
    }
  });

/** What the popup shows after a decode: the address and every decoded value, or a message. */
export type Outcome = View & { text: string };

type Row = Record<string, unknown>;

/**
 * Reads an `apbct_decode_email` answer (`{success, data: [{encoded_email, decoded_email, is_allowed, comment}]}`)
 * for the string that was clicked (`sent` is every string the request carried). `body` is the raw text, or null
 * when the request itself failed.
 * Every message is prefixed by the decoder's title; the server's comment is text (entities decoded, never HTML).
 * @example interpret('{"success":true,"data":[...]}', 'AQEB...', ['AQEB...'], texts, warn)
 */
export function interpret(body: string | null, clicked: string, sent: string[], t: Texts, warn: (message: string) => void): Outcome {
  const fail = (message: string): Outcome => ({ phase: 'error', text: `${t.text__ee_email_decoder}: ${message}` });
  const res = parseJSON(body) as Row | undefined;
  const list: Row[] = Array.isArray(res?.data) ? res.data.filter(isRecord) : [];
  const note = (r?: Row) => (typeof r?.comment == 'string' && r.comment ? ': ' + unescapeText(r.comment) : '');
  if (body == null || res?.success === false) return fail(t.text__ee_cannot_connect + note(list[0]));
  // Anything else without a data list (an HTML error page...) is not an answer; a list lacking contacts is warned below.
  if (res?.success !== true) {
    warn('the decode response is not the expected JSON');
    return fail(t.text__ee_cannot_decode);
  }
  const rows = new Map(list.map((r) => [r.encoded_email, r]));
  const missing = sent.filter((s) => !rows.has(s)).length;
  if (missing) warn(`the decode response lacks ${missing} of ${sent.length} contacts`);
  const decoded = new Map<string, string>();
  for (const [key, r] of rows) if (r.is_allowed === true && r.decoded_email && typeof r.decoded_email == 'string') decoded.set(key as string, r.decoded_email);
  const row = rows.get(clicked);
  const email = decoded.get(clicked);
  if (row?.is_allowed === false) return fail(t.text__ee_blocked + note(row));
  // A mailto may carry ?subject=...; the popup shows the address alone.
  return email ? { phase: 'ok', text: email.split(/[?&]/)[0], decoded } : fail(t.text__ee_cannot_decode);
}
