import { describe, expect, it } from 'vitest';
import { linkAction } from '../src/families/link-options/action';
import { allowedUrl, decodeBrackets, readLinkOptions } from '../src/families/link-options/config';

const PAGE = 'https://example.test/fixture-page-2/';

describe('link options', () => {
  it('follows only http(s) and in-page URLs, decoding the shortcode brackets', () => {
    expect(decodeBrackets('https://example.test/?a&#91;0&#93;=1')).toBe('https://example.test/?a[0]=1');
    expect(allowedUrl('#pricing', PAGE)).toBe(true);
    expect(allowedUrl('https://elsewhere.example/x', PAGE)).toBe(true);
    expect(allowedUrl('/relative/page/', PAGE)).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '#', '']) {
      expect(allowedUrl(bad, PAGE)).toBe(false);
    }
  });

  it('drops refused entries with one warning each and stands down on a malformed list', () => {
    const warnings: string[] = [];
    const options = readLinkOptions(
      [{ class: 'et_pb_blurb_0', url: '#pricing', target: '_self' }, { class: 'et_pb_text_0', url: 'javascript:alert(1)', target: '_self' }, { class: 'et_pb_text_1', url: 'https://x.example/', target: '_blank' }],
      PAGE,
      (m) => warnings.push(m),
    );
    expect(options).toEqual([{ class: 'et_pb_blurb_0', url: '#pricing', newWindow: false }, { class: 'et_pb_text_1', url: 'https://x.example/', newWindow: true }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('et_pb_text_0');
    expect(() => readLinkOptions({ class: 'x' }, PAGE, () => undefined)).toThrow(/et_link_options_data/);
    expect(() => readLinkOptions([{ class: 'a b', url: '#x' }], PAGE, () => undefined)).toThrow();
    expect(readLinkOptions(undefined, PAGE, () => undefined)).toEqual([]);
  });

  it('decides new window, reviews tab, in-page scroll or navigation as Divi does', () => {
    const has = (id: string) => id === 'pricing';
    expect(linkAction('https://x.example/', true, PAGE, has)).toEqual({ kind: 'new-window', href: 'https://x.example/' });
    expect(linkAction('#product_reviews_tab', false, PAGE, has)?.kind).toBe('reviews-tab');
    expect(linkAction('#pricing', false, PAGE, has)).toEqual({ kind: 'anchor', id: 'pricing', href: `${PAGE}#pricing` });
    expect(linkAction(`${PAGE}#pricing`, false, PAGE, has)?.kind).toBe('anchor');
    expect(linkAction('https://example.test/other/#pricing', false, PAGE, has)?.kind).toBe('navigate');
    expect(linkAction('#missing', false, PAGE, has)?.kind).toBe('navigate');
    expect(linkAction('javascript:alert(1)', false, PAGE, has)).toBeNull();
  });
});
