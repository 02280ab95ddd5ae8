import { isRecord, parseJSON } from '@dropins/core';
import type { Texts } from './config';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The server escapes its comment for HTML (`Couldn&#039;t`); turn the entities back into characters, as plain text. */
export function unescapeText(s: string): string {
  return s.replace(/&(?:#(x?)([\da-f]+)|(\w+));/gi, (m, hex: string, num: string, name: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? m;
    const code = parseInt(num, hex ? 16 : 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
  });
}

/** What the popup shows after a decode: the address, or a message. */
export type Outcome =
  | { ok: true; email: string; decoded: Map<string, string> }
  | { ok: false; message: string };

/**
 * Reads an `apbct_decode_email` answer (`{success, data: [{encoded_email, decoded_email, is_allowed, comment}]}`)
 * for the string that was clicked (`sent` is every string the request carried). `body` is the raw text, or null
 * when the request itself failed.
 * Every message is prefixed by the decoder's title; the server's comment is text (entities decoded, never HTML).
 * @example interpret('{"success":true,"data":[...]}', 'AQEB...', texts, warn)
 */
export function interpret(body: string | null, clicked: string, sent: string[], texts: Texts, warn: (message: string) => void): Outcome {
  const fail = (message: string): Outcome => ({ ok: false, message: `${texts.text__ee_email_decoder}: ${message}` });
  if (body === null) return fail(texts.text__ee_cannot_connect);
  const res = parseJSON(body);
  const rows = isRecord(res) && Array.isArray(res.data) ? res.data.filter(isRecord) : null;
  const comment = (row: Record<string, unknown> | undefined) =>
    row && typeof row.comment === 'string' && row.comment ? ': ' + unescapeText(row.comment) : '';
  if (isRecord(res) && res.success === false) return fail(texts.text__ee_cannot_connect + comment(rows?.[0]));
  if (!rows || (res as Record<string, unknown>).success !== true) {
    warn('the decode response is not the expected JSON; contacts stay encoded');
    return fail(texts.text__ee_cannot_decode);
  }
  const decoded = new Map<string, string>();
  const byKey = new Map<unknown, Record<string, unknown>>();
  for (const r of rows) {
    byKey.set(r.encoded_email, r);
    if (r.is_allowed === true && typeof r.encoded_email === 'string' && typeof r.decoded_email === 'string' && r.decoded_email) {
      decoded.set(r.encoded_email, r.decoded_email);
    }
  }
  const missing = sent.filter((s) => !byKey.has(s)).length;
  if (missing) warn(`the decode response lacks ${missing} of ${sent.length} contacts; they stay encoded`);
  const row = byKey.get(clicked);
  if (!row) return fail(texts.text__ee_cannot_decode);
  if (row.is_allowed === false) return fail(texts.text__ee_blocked + comment(row));
  const email = decoded.get(clicked);
  // A mailto may carry ?subject=...; the popup shows the address alone.
  return email ? { ok: true, email: email.split(/[?&]/)[0], decoded } : fail(texts.text__ee_cannot_decode);
}
