// isSafeUrl is the sanitizer's URL check: whatever it lets through, a WHATWG URL parser (Node's, as the
// browser's) resolves to http(s), mailto or tel, or to a relative URL on the page.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeUrl } from '@dropins/core/safety';
import { hostileUrl } from '../../../test/harness/url-arbitrary';

const SAFE = ['http:', 'https:', 'mailto:', 'tel:'];
const BASE = 'https://shop.example.test/product/chair/';

describe('isSafeUrl', () => {
  it.each([
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', '\u0000javascript:alert(1)', 'java\tscript:alert(1)',
    'java\nscript:alert(1)', '\u00a0javascript:alert(1)', '\ufeffjavascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)', 'blob:https://shop.example.test/x', 'file:///etc/passwd', 'view-source:https://x.test',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it.each(['https://shop.example.test/a.png', 'http://cdn.test/x.jpg', '/wp-content/uploads/a.png', 'a.png', '?page=2', '#top', '//cdn.test/x.png', 'mailto:shop@example.test', 'tel:+15550100', 'HTTPS://X.TEST/'])(
    'allows %j',
    (url) => expect(isSafeUrl(url)).toBe(true),
  );

  it('never lets through a URL the browser would resolve to another scheme (10,000 hostile strings)', () => {
    let allowed = 0;
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        if (!isSafeUrl(raw)) return;
        allowed++;
        let protocol: string;
        try {
          protocol = new URL(raw, BASE).protocol;
        } catch {
          return; // Unparsable: the browser loads nothing.
        }
        expect(SAFE).toContain(protocol);
      }),
      { numRuns: 10_000, seed: 20240607 },
    );
    expect(allowed).toBeGreaterThan(1000);
  });
});
