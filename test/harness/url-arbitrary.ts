// Hostile URL strings for the same-origin guard: schemes in mixed case with tabs/newlines inside, leading
// whitespace and control characters, protocol-relative and backslash forms, credentials, IDN and
// percent-encoding tricks, glued together from pieces and mixed with random unicode.
import fc from 'fast-check';

export const SITE = 'https://shop.example.test';
export const BASE = `${SITE}/product/chair/?attribute_pa_color=blue#tab`;

const LEAD = ['', ' ', '\t', '\n', '\r\n', '\u0000', '\u0001', '\u001f', '\u000b', '\u000c', '\u00a0', '\ufeff', '\u2028', '\u3000', ' \t\n '];
const SCHEME = ['', 'javascript', 'JaVaScRiPt', 'java\tscript', 'java\nscript', 'java\rscript', 'jav&#x09;ascript', 'data', 'DATA', 'vbscript', 'blob', 'file', 'ftp', 'http', 'https', 'HTTPS', 'hTtP', 'ht\ttps', 'h\nttp', 'ws', 'about', 'filesystem', 'view-source'];
const SEP = ['', ':', '://', ':/', ':\\\\', ':\\/', ':/\\', ':///', ':\t//', ':/\t/', ':////', '%3a', '&colon;', '\u0000:', ' :'];
const HOST = [
  'evil.test', 'shop.example.test', 'shop.example.test.evil.test', 'evil.test@shop.example.test', 'shop.example.test@evil.test',
  'shop.example.test:443', 'shop.example.test:8443', 'evil.test%2f@shop.example.test', 'shop.example.test%2eevil.test',
  'shop.example.test%00.evil.test', 'ｅｖｉｌ．ｔｅｓｔ', 'ｓｈｏｐ．ｅｘａｍｐｌｅ．ｔｅｓｔ', 'evil。test', 'xn--e1awd7f.test', 'SHOP.EXAMPLE.TEST',
  'shop.example.test.', '[::1]', '127.0.0.1', '0x7f.1', '%65vil.test', 'user:pass@evil.test', 'shop.example.test\\@evil.test', '',
];
const TAIL = ['', '/', '/path', '\\', '\\\\evil.test', '//evil.test', '/\\evil.test', '/%2F%2Fevil.test', '%2F%2Fevil.test', '@evil.test', '?next=//evil.test', '#//evil.test', '/..//evil.test', '/./', ';alert(1)', 'alert(1)', ',<script>alert(1)</script>', '\t/\tevil.test'];
const PREFIX = ['', '/', '//', '\\\\', '\\/', '/\\', '///', '\\/\\/', '/\t/', '.', './', '../', '?', '#', '%2f%2f', '%5c%5c'];

/** One hostile-looking URL string. */
export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom(...LEAD), fc.constantFrom(...SCHEME), fc.constantFrom(...SEP), fc.constantFrom(...HOST), fc.constantFrom(...TAIL)).map((p) => p.join('')),
  fc.tuple(fc.constantFrom(...LEAD), fc.constantFrom(...PREFIX), fc.constantFrom(...HOST), fc.constantFrom(...TAIL)).map((p) => p.join('')),
  fc.tuple(fc.constantFrom(...LEAD, ...SCHEME, ...PREFIX), fc.string({ unit: 'grapheme', maxLength: 24 })).map((p) => p.join('')),
  fc.string({ unit: fc.constantFrom(...'/\\:@.%#?&;: \t\njavscriptdehlo'.split('')), maxLength: 30 }),
);

/** Strings that must never pass the guard from BASE. */
export const MUST_REFUSE = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)',
  'java\nscript:alert(1)', 'java\r\nscript:alert(1)', '\t\njavascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', 'blob:https://shop.example.test/uuid',
  '//evil.test', '///evil.test', '\\\\evil.test', '\\/evil.test', '/\\evil.test', ' //evil.test', '\t//evil.test',
  'http:evil.test', 'http:/evil.test', 'Http:\\\\evil.test', 'http://shop.example.test', 'HTTP://SHOP.EXAMPLE.TEST/',
  'https://shop.example.test:8443/', 'https://evil.test@evil.test/', 'https://shop.example.test@evil.test/',
  'https://shop.example.test.evil.test/', 'https://ｅｖｉｌ．ｔｅｓｔ/', 'https://evil。test/', 'https://xn--e1awd7f.test/',
  'https://shop.example.test%2eevil.test/', 'file:///etc/passwd', 'ftp://shop.example.test/', 'about:blank', '', '   ',
];

/** Strings that must pass, with what they resolve to from BASE. */
export const MUST_ALLOW: Array<[string, string]> = [
  ['/checkout/', `${SITE}/checkout/`],
  ['?add-to-cart=12', `${SITE}/product/chair/?add-to-cart=12`],
  ['#reviews', `${SITE}/product/chair/?attribute_pa_color=blue#reviews`],
  ['../cart/', `${SITE}/product/cart/`],
  ['https://shop.example.test/my-account/', `${SITE}/my-account/`],
  ['HTTPS://SHOP.EXAMPLE.TEST/cart', `${SITE}/cart`],
  ['https://ｓｈｏｐ．ｅｘａｍｐｌｅ．ｔｅｓｔ/cart', `${SITE}/cart`],
  ['  /cart/  ', `${SITE}/cart/`],
  ['https://evil.test@shop.example.test/cart', 'https://evil.test@shop.example.test/cart'],
  ['/%2F%2Fevil.test', `${SITE}/%2F%2Fevil.test`],
  // With the page's own scheme and no '//', these are paths on this site (from an http page they leave: see below).
  ['https:evil.test', `${SITE}/product/chair/evil.test`],
  ['https:/evil.test', `${SITE}/evil.test`],
];

/** From an http page, `https:evil` is another origin. */
export const HTTP_BASE = 'http://shop.example.test/product/chair/';
export const MUST_REFUSE_FROM_HTTP = ['https:evil.test', 'https:/evil.test', 'HTTPS:\\evil.test', 'https:shop.example.test', ' https:evil.test'];
