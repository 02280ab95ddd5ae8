// Reading the decode answer without a DOM.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { interpret, unescapeText, type Texts } from '../src/index';

const shared = resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../../../shared'), 'fixtures/cleantalk');
const fixture = (p: string) => readFileSync(resolve(shared, p), 'utf8');

const fns = JSON.parse(fixture('config/ctPublicFunctions.current.json'));
const texts = fns as Texts;
const SALES = 'AQEBAQEBAQEBAQEBAQEBAQ==af4+jp8mkfhYypxIU7T1bGyPE6l12aJXyU0vYWXn5kmhQg=';
const PHONE = 'AwMDAwMDAwMDAwMDAwMDAw==af46DhQmfLXg2Y5DwL/utxxpA==';

describe('interpret', () => {
  it('an allowed bulk answer gives the clicked address and every decoded value', () => {
    const warn = vi.fn();
    const out = interpret(fixture('responses/apbct_decode_email.allowed.bulk.json'), PHONE, [PHONE, SALES], texts, warn);
    expect(out).toEqual({ phase: 'ok', text: '+15550142290', decoded: expect.any(Map) });
    expect(out.decoded?.get(SALES)).toBe('sales@oakandiron.shop');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a mailto with a query shows the address alone in the popup', () => {
    const body = JSON.stringify({ success: true, data: [{ encoded_email: SALES, is_allowed: true, decoded_email: 'a@b.test?subject=Hi&cc=c@d.test' }] });
    const out = interpret(body, SALES, [SALES], texts, vi.fn());
    expect(out.text).toBe('a@b.test');
    expect(out.decoded?.get(SALES)).toBe('a@b.test?subject=Hi&cc=c@d.test');
  });

  it('blocked, cannot connect and unknown answers each get their text, prefixed by the decoder title', () => {
    expect(interpret(fixture('responses/apbct_decode_email.blocked.json'), SALES, [SALES], texts, vi.fn())).toEqual({
      phase: 'error',
      text: 'CleanTalk email decoder: Blocked: Blocked',
    });
    expect(interpret(null, SALES, [SALES], texts, vi.fn())).toEqual({ phase: 'error', text: 'CleanTalk email decoder: Cannot connect' });
    expect(interpret('{"success":false}', SALES, [SALES], texts, vi.fn())).toEqual({
      phase: 'error',
      text: 'CleanTalk email decoder: Cannot connect',
    });
    const warn = vi.fn();
    expect(interpret('{"success":true,"data":"nope"}', SALES, [SALES], texts, warn)).toEqual({
      phase: 'error',
      text: 'CleanTalk email decoder: Can not decode email. Unknown reason',
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the clicked contact missing from the answer: one warning, cannot decode', () => {
    const warn = vi.fn();
    const out = interpret(fixture('responses/apbct_decode_email.allowed.json'), PHONE, [SALES, PHONE], texts, warn);
    expect(out.phase).toBe('error');
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
