import { parseJSON } from '@dropins/core';
import type { DecoderConfig } from './config';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The server escapes its comment for HTML (`Couldn&#039;t`): turns the entities back into characters, as plain
 * text (nothing is parsed; an unknown name or a bad number stays as written).
 * @example unescapeText('Couldn&#039;t connect') // "Couldn't connect"
 */
export const unescapeText = (s: string): string =>
  s.replace(/&(#x?)?(\w+);/gi, (m, num: string | undefined, v: string) => {
    try {
      // &#0; and code points out of range throw.
      return num ? String.fromCodePoint(parseInt(v, num[1] ? 16 : 10) || NaN) : (NAMED[v] ?? m);
    } catch {
      return m;
    }
  });

type Row = Record<string, unknown> | undefined;

/**
 * Reads an `apbct_decode_email` answer (`{success, data: [{encoded_email, decoded_email, is_allowed, comment}]}`,
 * or null when the request failed) for the `clicked` string; `sent` is every string the request carried.
 * Returns the message to show ('' when the clicked contact decoded; prefixed by the decoder's title, the
 * comment as text) and the decoded value of any allowed contact ('' for the others).
 * @example const [message, value] = interpret(body, enc, [enc], cfg.f, warn);
 */
export function interpret(
  body: string | null,
  clicked: string,
  sent: string[],
  f: DecoderConfig['f'],
  warn: (message: string) => void,
): [string, (encoded: string) => string] {
  const res = parseJSON(body) as { success?: unknown; data?: unknown } | undefined;
  const rows = new Map<unknown, Row>(Array.isArray(res?.data) ? res.data.map((r: Row) => [r?.encoded_email, r]) : []);
  const value = (s: string) => {
    const r = rows.get(s);
    return r?.is_allowed === true && r.decoded_email ? String(r.decoded_email) : '';
  };
  const row = rows.get(clicked);
  const note = row?.comment ? ': ' + unescapeText(String(row.comment)) : '';
  const ok = res?.success;
  let msg = f.text__ee_cannot_decode;
  if (body == null || ok === false) msg = f.text__ee_cannot_connect + note;
  // An HTML error page, a bare -1...: not an answer.
  else if (ok !== true) warn('the decode response is not JSON');
  else {
    const missing = sent.filter((s) => !rows.has(s)).length;
    if (missing) warn(`the decode response lacks ${missing} of ${sent.length} contacts`);
    if (row?.is_allowed === false) msg = f.text__ee_blocked + note;
    else if (value(clicked)) return ['', value];
  }
  return [`${f.text__ee_email_decoder}: ${msg}`, value];
}
