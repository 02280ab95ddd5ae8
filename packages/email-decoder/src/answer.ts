import { isRecord } from '@dropins/core';
import { TransportError, type WpAnswer } from '@dropins/core/transport';
import type { DecoderTexts } from './config';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The server escapes its comment for HTML (`Couldn&#039;t`): turns the entities back into characters, as plain
 * text (nothing is parsed; an unknown name or a bad number stays as written).
 * @example unescapeText('Couldn&#039;t connect') // "Couldn't connect"
 */
export function unescapeText(text: string): string {
  return text.replace(/&(#x?)?(\w+);/gi, (entity, numeric: string | undefined, name: string) => {
    if (!numeric) return NAMED_ENTITIES[name] ?? entity;
    const codePoint = parseInt(name, numeric.length > 1 ? 16 : 10);
    try {
      // &#0; and code points out of range throw.
      return codePoint ? String.fromCodePoint(codePoint) : entity;
    } catch {
      return entity;
    }
  });
}

/** What a decode request ended with: WordPress's answer, or the transport's error. */
export type DecodeOutcome = { answer: WpAnswer } | { error: unknown };

/** The popup's message and the decoded values of a decode. */
export interface DecodeResult {
  /** '' when the clicked contact decoded; else the message to show, prefixed by the decoder's title. */
  message: string;
  /** The decoded value of an allowed contact ('' for the others). */
  valueOf: (encoded: string) => string;
}

type Row = Record<string, unknown>;

/** The answer's rows, keyed by the encoded string they answer. */
function rowsOf(answer: WpAnswer | undefined): Map<unknown, Row> {
  const data = Array.isArray(answer?.data) ? answer.data.filter(isRecord) : [];
  return new Map(data.map((row) => [row.encoded_email, row]));
}

/**
 * Reads an `apbct_decode_email` outcome (`{success, data: [{encoded_email, decoded_email, is_allowed, comment}]}`)
 * for the `clicked` string; `sent` is every string the request carried. A refused contact gives the blocked text
 * with the server's comment (as text); a failed request the cannot-connect text; anything unexpected (not
 * WordPress's JSON, missing contacts) one warning.
 * @example const { message, valueOf } = readDecodeAnswer(outcome, encoded, sent, settings.texts, ctx.warn);
 */
export function readDecodeAnswer(outcome: DecodeOutcome, clicked: string, sent: string[], texts: DecoderTexts, warn: (message: string) => void): DecodeResult {
  const answer = 'answer' in outcome ? outcome.answer : undefined;
  const rows = rowsOf(answer);
  const valueOf = (encoded: string) => {
    const row = rows.get(encoded);
    return row?.is_allowed === true && row.decoded_email ? String(row.decoded_email) : '';
  };
  const row = rows.get(clicked);
  const comment = row?.comment ? ': ' + unescapeText(String(row.comment)) : '';
  const withTitle = (text: string) => ({ message: `${texts.decoderTitle}: ${text}`, valueOf });
  if ('error' in outcome) {
    // An HTML error page, a body that is not JSON...: not an answer.
    if (outcome.error instanceof TransportError && outcome.error.kind === 'parse') {
      warn('the decode response is not JSON');
      return withTitle(texts.cannotDecode);
    }
    return withTitle(texts.cannotConnect);
  }
  if (!answer?.success) return withTitle(texts.cannotConnect + comment);
  const missing = sent.filter((encoded) => !rows.has(encoded)).length;
  if (missing) warn(`the decode response lacks ${missing} of ${sent.length} contacts`);
  if (row?.is_allowed === false) return withTitle(texts.blocked + comment);
  if (valueOf(clicked)) return { message: '', valueOf };
  return withTitle(texts.cannotDecode);
}
