import { afterEach, describe, expect, it } from 'vitest';
import { runPortfolio } from '../src/families/portfolio/portfolio';
import { fakeContext, PAGER_TEXTS, resetPage } from './dom-helpers';

afterEach(resetPage);

describe('bad markup stands down with one warning', () => {
  it('a portfolio with an invalid data-posts-number is left as printed', () => {
    document.body.innerHTML = `<div id="work" class="et_pb_filterable_portfolio" data-posts-number="three">
      <div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item">A</div><div class="et_pb_portfolio_item">B</div></div>
      <div class="et_pb_portofolio_pagination"></div></div>`;
    const ctx = fakeContext();
    expect(runPortfolio(document.getElementById('work')!, ctx, PAGER_TEXTS)).toBeUndefined();
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.et_pb_portofolio_pagination')!.children).toHaveLength(0);
  });
});
