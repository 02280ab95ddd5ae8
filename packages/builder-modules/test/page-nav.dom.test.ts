import { describe, expect, it } from 'vitest';
import { excludedLink } from '../src/families/page-nav/anchors';

describe('page navigation markup', () => {
  it('leaves review links, other scripts’ tabs and opted-out areas to the browser', () => {
    document.body.innerHTML = `<a id="a" href="#x">x</a><a id="b" class="woocommerce-review-link" href="#reviews">r</a>
      <div class="woocommerce-tabs"><ul class="tabs"><li><a id="c" href="#tab-x">t</a></li></ul></div>
      <div class="et_smooth_scroll_disabled"><a id="d" href="#y">y</a></div>`;
    const link = (id: string) => document.getElementById(id)!;
    expect(excludedLink(link('a'))).toBe(false);
    expect(excludedLink(link('b'))).toBe(true);
    expect(excludedLink(link('c'))).toBe(true);
    expect(excludedLink(link('d'))).toBe(true);
  });
});
