// Reading the decode answer without a DOM.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isRecord } from '@dropins/core';
import { TransportError } from '@dropins/core/transport';
import { readDecodeAnswer, unescapeText, type DecodeOutcome } from '../src/answer';
import { decoderTexts } from '../src/config';

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../../../shared'), 'fixtures/cleantalk');
const fixture = (p: string) => readFileSync(resolve(shared, p), 'utf8');

const fns = JSON.parse(fixture('config/ctPublicFunctions.current.json'));
const texts = decoderTexts(fns, 'CleanTalk');

/** What the transport makes of a body with `as: 'wp'` (null: the request failed). */
function outcomeOf(body: string | null): DecodeOutcome {
  if (body === null) return { error: new TransportError('network') };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { error: new TransportError('parse', 200, body) };
  }
  if (!isRecord(json) || !('success' in json)) return { error: new TransportError('parse', 200, body) };
  return { answer: { success: json.success === true, data: json.data } };
}
const interpret = (body: string | null, clicked: string, sent: string[], warn: (m: string) => void) => {
  const { message, valueOf } = readDecodeAnswer(outcomeOf(body), clicked, sent, texts, warn);
  return [message, valueOf] as const;
};
const SALES = 'AQEBAQEBAQEBAQEBAQEBAQ==af4+jp8mkfhYypxIU7T1bGyPE6l12aJXyU0vYWXn5kmhQg=';
const PHONE = 'AwMDAwMDAwMDAwMDAwMDAw==af46DhQmfLXg2Y5DwL/utxxpA==';

describe('readDecodeAnswer', () => {
  it('an allowed bulk answer gives the clicked address and every decoded value', () => {
    const warn = vi.fn();
    const [message, value] = interpret(fixture('responses/apbct_decode_email.allowed.bulk.json'), PHONE, [PHONE, SALES], warn);
    expect(message).toBe('');
    expect(value(PHONE)).toBe('+15550142290');
    expect(value(SALES)).toBe('sales@oakandiron.shop');
    expect(value('not sent')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a refused contact has no value, even when the others decode', () => {
    const body = JSON.stringify({
      success: true,
      data: [
        { encoded_email: SALES, is_allowed: true, decoded_email: 'a@b.test?subject=Hi' },
        { encoded_email: PHONE, is_allowed: false, decoded_email: '+1555', comment: 'Refused' },
      ],
    });
    const [message, value] = interpret(body, PHONE, [SALES, PHONE], vi.fn());
    expect(message).toBe('CleanTalk email decoder: Blocked: Refused');
    expect(value(SALES)).toBe('a@b.test?subject=Hi');
    expect(value(PHONE)).toBe('');
  });

  it('blocked, cannot connect and unknown answers each get their text, prefixed by the decoder title', () => {
    const message = (body: string | null, warn = vi.fn()) => interpret(body, SALES, [SALES], warn)[0];
    expect(message(fixture('responses/apbct_decode_email.blocked.json'))).toBe('CleanTalk email decoder: Blocked: Blocked');
    expect(message(null)).toBe('CleanTalk email decoder: Cannot connect');
    expect(message('{"success":false}')).toBe('CleanTalk email decoder: Cannot connect');
    const warn = vi.fn();
    expect(message('{"success":true,"data":"nope"}', warn)).toBe('CleanTalk email decoder: Can not decode email. Unknown reason');
    // The list is not a list: every contact is missing.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(message('<html><body>Fatal error</body></html>', warn)).toBe('CleanTalk email decoder: Can not decode email. Unknown reason');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain('not JSON');
  });

  it('the clicked contact missing from the answer: one warning, cannot decode', () => {
    const warn = vi.fn();
    const [message] = interpret(fixture('responses/apbct_decode_email.allowed.json'), PHONE, [SALES, PHONE], warn);
    expect(message).toBe('CleanTalk email decoder: Can not decode email. Unknown reason');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('lacks 1 of 2');
  });
});

describe('unescapeText', () => {
  it('turns HTML entities back into characters and leaves everything else as it is', () => {
    expect(unescapeText('Couldn&#039;t &amp; &lt;b&gt; &#x41; &quot;q&quot; &unknown; 5 &lt 6')).toBe(`Couldn't & <b> A "q" &unknown; 5 &lt 6`);
    expect(unescapeText('&#0; &#99999999;')).toBe('&#0; &#99999999;');
  });
});
