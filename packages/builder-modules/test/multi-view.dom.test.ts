import { describe, expect, it } from 'vitest';
import { applyView, HIDDEN, type Applied } from '../src/families/multi-view/apply';
import { allowedAttr, allowedStyle } from '../src/families/multi-view/attrs';
import { readMultiView, valueFor } from '../src/families/multi-view/schema';

const data = {
  schema: {
    content: { desktop: '<p>Desktop</p>', tablet: '<p>Tablet <img src=x onerror="alert(1)"></p>', phone: '<p>Phone' },
    attrs: { desktop: { 'data-number-value': 'd', title: 'Desk' }, phone: { 'data-number-value': 'p', onclick: 'alert(1)' } },
    styles: { desktop: { color: 'red' }, hover: { color: 'blue' } },
    classes: { desktop: { add: ['on-desk'], remove: ['on-phone'] }, phone: { add: ['on-phone'], remove: ['on-desk'] } },
    visibility: { desktop: true, tablet: true, phone: false },
  },
  slug: 'et_pb_text',
};

function setup() {
  document.body.innerHTML = '<div class="m on-desk" data-number-value="d" title="Desk" style="color: red;"><p>Desktop</p></div>';
  const el = document.querySelector<HTMLElement>('.m')!;
  const mv = readMultiView(data);
  if (!mv) throw new Error('schema not read');
  const applied: Applied = { content: mv.content.desktop };
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((r) => records.push(...r));
  observer.observe(el, { attributes: true, childList: true, subtree: true, characterData: true });
  const all = () => {
    records.push(...observer.takeRecords());
    return records;
  };
  return { el, mv, applied, records: all };
}

describe('multi-view', () => {
  it('inherits tablet from desktop, phone from tablet, hover from desktop', () => {
    expect(valueFor({ desktop: 1 }, 'tablet')).toBe(1);
    expect(valueFor({ desktop: 1, tablet: 2 }, 'phone')).toBe(2);
    expect(valueFor({ desktop: 1, tablet: 2 }, 'hover')).toBe(1);
    expect(readMultiView({ slug: 'x' })).toBeNull();
  });

  it('applying the view already on the page rewrites nothing', () => {
    const { el, mv, applied, records } = setup();
    applyView(el, mv, 'desktop', applied);
    expect(records()).toEqual([]);
  });

  it('switches content through the sanitizer, attributes, classes and visibility', () => {
    const { el, mv, applied } = setup();
    applyView(el, mv, 'tablet', applied);
    expect(el.innerHTML).toBe('<p>Tablet <img src="x"></p>');
    applyView(el, mv, 'phone', applied);
    // unbalanced phone content is not trusted: the tablet content stays
    expect(el.textContent).toBe('Tablet ');
    expect(el.getAttribute('data-number-value')).toBe('p');
    expect(el.hasAttribute('onclick')).toBe(false);
    expect(el.classList.contains('on-phone')).toBe(true);
    expect(el.classList.contains('on-desk')).toBe(false);
    expect(el.classList.contains(HIDDEN)).toBe(true);
    applyView(el, mv, 'hover', applied);
    expect(el.style.color).toBe('blue');
    applyView(el, mv, 'desktop', applied);
    expect(el.classList.contains(HIDDEN)).toBe(false);
    expect(el.innerHTML).toBe('<p>Desktop</p>');
  });

  it('touches only what differs between two views', () => {
    const { el, mv, applied, records } = setup();
    applyView(el, mv, 'tablet', applied);
    const before = records().length;
    applyView(el, mv, 'tablet', applied);
    expect(records().length).toBe(before);
  });
});

/** Every upper/lower case mix of `word` (2^letters spellings). */
function caseMixes(word: string): string[] {
  let out = [''];
  for (const ch of word) out = out.flatMap((p) => (ch.toLowerCase() === ch.toUpperCase() ? [p + ch] : [p + ch.toLowerCase(), p + ch.toUpperCase()]));
  return out;
}

const BASE = 'https://shop.test/post/';
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)'.replace('\\t', '\t').replace('\\n', '\n'),
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000 javascript:alert(1)',
  'javascript\u0009:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  ' VBScript:msgbox(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&colon;alert(1)',
];

describe('multi-view attributes: only what Divi writes', () => {
  it('never writes a handler, style, srcdoc, formaction, action or id, in any case mix', () => {
    const names = ['onclick', 'onmouseover', 'onerror', 'onfocus', 'style', 'srcdoc', 'formaction', 'action', 'id', 'class', 'is', 'xlink:href'];
    let tried = 0;
    for (const name of names) {
      for (const spelled of caseMixes(name)) {
        tried++;
        expect(allowedAttr(spelled, 'alert(1)', BASE), spelled).toBeNull();
      }
    }
    expect(tried).toBeGreaterThan(2000);
    document.body.innerHTML = '<a class="m" href="/a">x</a>';
    const el = document.querySelector<HTMLElement>('.m')!;
    const attrs = Object.fromEntries(names.flatMap((n) => caseMixes(n).slice(0, 8).map((s) => [s, 'alert(1)'])));
    const mv = readMultiView({ schema: { attrs: { desktop: { title: 'ok' }, tablet: attrs } } });
    if (!mv) throw new Error('schema not read');
    applyView(el, mv, 'tablet', { content: undefined });
    expect([...el.attributes].map((a) => a.name).sort()).toEqual(['class', 'href']);
  });

  it('writes the attributes Divi writes, compared without regard to case', () => {
    for (const name of ['alt', 'ALT', 'Title', 'placeholder', 'PlaceHolder', 'value', 'name', 'sizes', 'data-number-value', 'DATA-Percent-Sign', 'data-title', 'data-width']) {
      expect(allowedAttr(name, 'text', BASE)).toBe(name.toLowerCase());
    }
    expect(allowedAttr('HREF', '/shop/', BASE)).toBe('href');
    expect(allowedAttr('src', 'https://cdn.test/a.jpg', BASE)).toBe('src');
    expect(allowedAttr('Src', 'img/a.jpg', BASE)).toBe('src');
    expect(allowedAttr('data-image', '//cdn.test/a.jpg', BASE)).toBe('data-image');
    expect(allowedAttr('srcset', 'a.jpg 1x, https://cdn.test/b.jpg 2x', BASE)).toBe('srcset');
    expect(allowedAttr('target', '_blank', BASE)).toBe('target');
    expect(allowedAttr('TARGET', '_self', BASE)).toBe('target');
    expect(allowedAttr('type', 'text', BASE)).toBe('type');
  });

  it('refuses every URL-valued attribute whose URL is not http(s) or relative', () => {
    for (const url of HOSTILE_URLS) {
      for (const name of ['href', 'HREF', 'src', 'sRc', 'data-image', 'DATA-IMAGE']) {
        // Entities stay literal in a DOM attribute value: `jav&#x09;ascript:` is a relative path then, harmless.
        const expected = url.includes('&') ? name.toLowerCase() : null;
        expect(allowedAttr(name, url, BASE), `${name}=${JSON.stringify(url)}`).toBe(expected);
      }
      expect(allowedAttr('srcset', `a.jpg 1x, ${url} 2x`, BASE)).toBe(url.includes('&') ? 'srcset' : null);
    }
    expect(allowedAttr('mailto-ish', 'x', BASE)).toBeNull();
    expect(allowedAttr('target', 'evil-frame', BASE)).toBeNull();
    expect(allowedAttr('type', 'image', BASE)).toBeNull();
    expect(allowedAttr('type', 'SUBMIT', BASE)).toBeNull();
  });

  it('writes an inline style only when its URLs are http(s) or relative', () => {
    expect(allowedStyle('background-image', 'url(https://cdn.test/a.jpg)', BASE)).toBe(true);
    expect(allowedStyle('color', 'red', BASE)).toBe(true);
    for (const url of HOSTILE_URLS.filter((u) => !u.includes('&'))) expect(allowedStyle('background-image', `url("${url}")`, BASE), url).toBe(false);
    expect(allowedStyle('width', 'expression(alert(1))', BASE)).toBe(false);
    expect(allowedStyle('-moz-binding', 'url(x.xml#a)', BASE)).toBe(false);
    expect(allowedStyle('BEHAVIOR', 'url(x.htc)', BASE)).toBe(false);
  });

  it('the hostile multi-view of the issue leaves no handler and no script URL on the element', () => {
    document.body.innerHTML = '<div class="m"><img class="i" src="/a.jpg" alt="a"></div>';
    const img = document.querySelector<HTMLElement>('.i')!;
    const mv = readMultiView({
      schema: {
        attrs: {
          desktop: { ONMOUSEOVER: 'alert(1)', OnClick: 'alert(1)', src: 'javascript:alert(1)', srcdoc: '<script>alert(1)</script>', alt: 'Desk' },
          phone: { src: '\tjavascript:alert(1)'.replace('\\t', '\t'), href: 'vbscript:x', alt: 'Phone' },
        },
      },
    });
    if (!mv) throw new Error('schema not read');
    const applied = { content: undefined };
    applyView(img, mv, 'desktop', applied);
    applyView(img, mv, 'phone', applied);
    expect([...img.attributes].map((a) => `${a.name}=${a.value}`).sort()).toEqual(['alt=Phone', 'class=i', 'src=/a.jpg']);
  });
});
