import { afterEach, describe, expect, it } from 'vitest';
import { runTabs } from '../src/families/tabs/tabs';
import { fakeContext, resetPage } from './dom-helpers';

afterEach(resetPage);

describe('bad markup stands down with one warning', () => {
  it('tabs whose links and panes do not pair up are left as printed', () => {
    document.body.innerHTML = `<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li><a href="#">A</a></li><li><a href="#">B</a></li></ul>
      <div class="et_pb_all_tabs"><div class="et_pb_tab">only one</div></div></div>`;
    const ctx = fakeContext();
    runTabs(document.querySelector<HTMLElement>('.et_pb_tabs')!, ctx);
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role=tablist]')).toBeNull();
  });
});
