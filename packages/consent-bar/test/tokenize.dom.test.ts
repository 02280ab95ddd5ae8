import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/tokenize';
import { parseBundles } from '../src/config';

describe('tokenize', () => {
  it('splits scripts from markup, in order, with decoded attributes and raw script text', () => {
    const t = tokenize('<div id="a"></div>\n<script data-gdpr async src="/x.js?a=1&amp;b=2"></script><script>if (a < b && c > d) go("</div>");</script><p>end</p>');
    expect(t).toEqual([
      { script: false, html: '<div id="a"></div>\n' },
      { script: true, attrs: [['data-gdpr', ''], ['async', ''], ['src', '/x.js?a=1&b=2']], text: '' },
      { script: true, attrs: [], text: 'if (a < b && c > d) go("</div>");' },
      { script: false, html: '<p>end</p>' },
    ]);
  });

  it('keeps a commented-out script a comment, and matches </script> case-insensitively', () => {
    const t = tokenize('<!-- <script>bad()</script> --><SCRIPT type="text/javascript">ok()</Script >');
    expect(t.filter((x) => x.script)).toEqual([{ script: true, attrs: [['type', 'text/javascript']], text: 'ok()' }]);
  });

  it('a quoted ">" inside an attribute does not end the tag; an unterminated script is dropped with the rest', () => {
    expect(tokenize('<script data-x="a>b">run()</script>')[0]).toEqual({ script: true, attrs: [['data-x', 'a>b']], text: 'run()' });
    expect(tokenize('<p>kept</p><script>never()')).toEqual([{ script: false, html: '<p>kept</p>' }]);
  });

  it('does not take <scripts> or </scriptx> for script tags', () => {
    expect(tokenize('<scripts>x</scripts>')).toEqual([{ script: false, html: '<scripts>x</scripts>' }]);
    expect(tokenize('<script>a="</scriptx>"</script>')[0]).toEqual({ script: true, attrs: [], text: 'a="</scriptx>"' });
  });
});

describe('parseBundles', () => {
  it('keeps well-formed categories and warns about the rest', () => {
    const warns: string[] = [];
    const b = parseBundles(JSON.stringify({ thirdparty: { header: '<script>a()</script>' }, advanced: 'oops', strict: { body: 3 } }), (m) => warns.push(m));
    expect(b).toEqual({ thirdparty: { header: '<script>a()</script>' } });
    expect(warns).toHaveLength(2);
  });

  it('returns null and warns once for a string that is not JSON', () => {
    const warns: string[] = [];
    expect(parseBundles('{"thirdparty":', (m) => warns.push(m))).toBeNull();
    expect(warns).toEqual([expect.stringContaining('not JSON')]);
  });
});
