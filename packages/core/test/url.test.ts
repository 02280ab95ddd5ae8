// The one same-origin guard, fuzzed: whatever string a config or a server sends, sameOriginUrl only ever
// returns an http(s) URL on the page's own origin, one that parses back to itself.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameOriginUrl, httpUrl } from '@dropins/core/safety';
import { BASE, SITE, HTTP_BASE, hostileUrl, MUST_REFUSE, MUST_ALLOW, MUST_REFUSE_FROM_HTTP } from '../../../test/harness/url-arbitrary';

const SEED = 20240607;

describe('sameOriginUrl', () => {
  it.each(MUST_REFUSE)('refuses %j', (raw) => {
    expect(sameOriginUrl(raw, BASE)).toBeNull();
  });

  it.each(MUST_REFUSE_FROM_HTTP)('refuses %j from an http page (it would go to https://evil.test)', (raw) => {
    expect(sameOriginUrl(raw, HTTP_BASE)).toBeNull();
  });

  it.each(MUST_ALLOW)('allows %j as %s', (raw, href) => {
    expect(sameOriginUrl(raw, BASE)).toBe(href);
  });

  it('refuses anything that is not a string', () => {
    for (const raw of [null, undefined, 42, {}, ['/cart'], new URL(`${SITE}/cart`), () => '/cart']) expect(sameOriginUrl(raw, BASE)).toBeNull();
  });

  it('never returns a URL off the origin, whatever the input (10,000 hostile strings)', () => {
    let allowed = 0;
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        const href = sameOriginUrl(raw, BASE);
        if (href === null) return;
        allowed++;
        const url = new URL(href);
        expect(url.origin).toBe(SITE);
        expect(url.protocol).toBe('https:');
        // What the browser navigates to is the string we return: parsing it again must not change it.
        expect(new URL(href).href).toBe(href);
        expect(new URL(href, 'https://other.test/').href).toBe(href);
      }),
      { numRuns: 10_000, seed: SEED },
    );
    // The generator also reaches the allowed side, so the property above is not vacuous.
    expect(allowed).toBeGreaterThan(250);
  });

  it('refuses every input whose scheme (after the browser strips tabs, newlines and leading controls) is not http(s)', () => {
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase();
        if (scheme && scheme !== 'http' && scheme !== 'https') expect(sameOriginUrl(raw, BASE)).toBeNull();
      }),
      { numRuns: 5_000, seed: SEED },
    );
  });
});

describe('httpUrl', () => {
  it('keeps http(s) URLs on any origin and refuses every other scheme', () => {
    expect(httpUrl('https://evil.test/x', BASE)).toBe('https://evil.test/x');
    expect(httpUrl('/cart', BASE)).toBe(`${SITE}/cart`);
    for (const raw of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:,x', 'vbscript:x', 'file:///etc/passwd', '', 7]) expect(httpUrl(raw, BASE)).toBeNull();
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        const href = httpUrl(raw, BASE);
        if (href !== null) expect(['http:', 'https:']).toContain(new URL(href).protocol);
      }),
      { numRuns: 5_000, seed: SEED },
    );
  });
});
