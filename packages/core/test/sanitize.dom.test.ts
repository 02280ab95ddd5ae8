// What the one sanitizer keeps and drops, on the shapes widgets feed it (WooCommerce price_html, cart
// fragments, messages). The full XSS corpora run in real Chromium: test/core-xss.browser.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHTML, setHTML, sanitizeElement, decodeEntities } from '@dropins/core/safety';

const fixture = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../shared/fixtures', p), 'utf8');
const html = (s: string) => {
  const div = document.createElement('div');
  div.appendChild(sanitizeHTML(s));
  return div.innerHTML;
};
/** How the browser itself would serialize trusted markup (the baseline a kept fragment must equal). */
const parsed = (s: string) => new DOMParser().parseFromString(`<body>${s}`, 'text/html').body.innerHTML;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('sanitizeHTML', () => {
  it("keeps WooCommerce's price markup exactly: sale prices, screen-reader text, aria-hidden, translate=no", () => {
    const prices = fixture('woocommerce/product-listing.html').match(/<span class="price">.*?<\/span><\/span>(?=\s*<\/a>|<\/span>|\s*<a)/gs) ?? [];
    expect(prices.length).toBeGreaterThan(2);
    for (const price of prices) expect(html(price)).toBe(parsed(price));
    expect(html(prices.find((p) => p.includes('<del'))!)).toContain('<span class="screen-reader-text">Original price was:');
  });

  it('removes script, handlers, styles and unsafe URLs, keeping the text a visitor should read', () => {
    expect(html('<p onclick="x()" style="position:fixed">Hi <script>alert(1)</script><b onmouseover=x>there</b></p>')).toBe('<p>Hi <b>there</b></p>');
    expect(html('<a href="java&#x09;script:alert(1)">Open</a> <a href=" data:text/html,x">Data</a>')).toBe('<a>Open</a> <a>Data</a>');
    expect(html('<img src="/a.png" srcset="/a.png 1x, javascript:alert(1) 2x" alt="Chair">')).toBe('<img src="/a.png" alt="Chair">');
    expect(html('<object data="/x"></object><svg><a href="javascript:x()">s</a></svg><form><input name="q"></form><style>*{}</style>ok')).toBe('ok');
  });

  it('unwraps unknown elements and keeps their content; opens target=_blank links safely; drops other targets', () => {
    expect(html('<font color="red"><custom-el data-x="1">Sale</custom-el></font>')).toBe('Sale');
    expect(html('<a href="https://maker.test/" target="_blank" rel="opener">Maker</a>')).toBe('<a href="https://maker.test/" target="_blank" rel="noopener noreferrer">Maker</a>');
    expect(html('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(html('<span data-product_id="12" aria-label="Remove Chair" class="remove">×</span>')).toBe('<span data-product_id="12" aria-label="Remove Chair" class="remove">×</span>');
  });

  it('returns an empty fragment for anything but a non-empty string', () => {
    for (const bad of [undefined, null, 42, {}, '']) expect(sanitizeHTML(bad as unknown as string).childNodes).toHaveLength(0);
  });
});

describe('setHTML and sanitizeElement', () => {
  it("replaces an element's children with the sanitized markup", () => {
    document.body.innerHTML = '<div id="t"><p>old</p></div>';
    setHTML(document.getElementById('t')!, '<p>new <img src=x onerror=alert(1)></p>');
    expect(document.getElementById('t')!.innerHTML).toBe('<p>new <img src="x"></p>');
  });

  it("returns a cart fragment's first element, sanitized, or null when there is none", () => {
    const el = sanitizeElement('<div class="widget_shopping_cart_content"><a href="javascript:x" class="button">Cart</a></div><p>extra</p>');
    expect(el?.outerHTML).toBe('<div class="widget_shopping_cart_content"><a class="button">Cart</a></div>');
    expect(sanitizeElement('just text')).toBeNull();
    expect(sanitizeElement('<script>x</script>')).toBeNull();
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities to text, without live elements', () => {
    expect(decodeEntities('Color &amp; size &#8211; &#36;18 &lt;b&gt;')).toBe('Color & size – $18 <b>');
    expect(decodeEntities('no entities <b>here</b>')).toBe('no entities <b>here</b>');
    expect(decodeEntities('')).toBe('');
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });
});
