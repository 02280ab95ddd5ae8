import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '@dropins/core';
import { onModuleState, writeModuleState } from '../src/shared/contracts/hash-state';
import { runPortfolio } from '../src/families/portfolio/portfolio';
import { runTabs } from '../src/families/tabs/tabs';
import { runGalleryGrid } from '../src/families/gallery-grid/paging';

function fakeContext(): WidgetContext & { warn: ReturnType<typeof vi.fn> } {
  return {
    widget: 'builder-modules-test',
    signal: new AbortController().signal,
    warn: vi.fn(),
    listen: (target, type, handler) => target.addEventListener(type, handler as EventListener),
    on: vi.fn(),
    later: (ms, fn) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    latest: vi.fn(),
    guard: (fn) => fn(),
  } as WidgetContext & { warn: ReturnType<typeof vi.fn> };
}

const TEXTS = { prev: 'Prev', next: 'Next' };

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  document.body.innerHTML = '';
});

describe('hash state in the page', () => {
  it('writes with replaceState (no history entry), keeps other entries, skips modules without an id', () => {
    history.replaceState(null, '', '#other|1');
    const before = history.length;
    const el = document.createElement('div');
    el.id = 'work';
    writeModuleState(el, ['branding', '2']);
    expect(location.hash).toBe('#other|1||work|branding|2');
    writeModuleState(el, ['all', '1']);
    expect(location.hash).toBe('#other|1||work|all|1');
    expect(history.length).toBe(before);
    writeModuleState(document.createElement('div'), ['x']);
    expect(location.hash).toBe('#other|1||work|all|1');
  });

  it('restores from the page-load hash and on hashchange, by id comparison', () => {
    history.replaceState(null, '', '#work|branding|2');
    const el = document.createElement('div');
    el.id = 'work';
    document.body.append(el);
    const seen: string[][] = [];
    const stop = onModuleState(el, (params) => seen.push(params));
    expect(seen).toEqual([['branding', '2']]);
    history.replaceState(null, '', '#a|1||work|all|1');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(seen).toEqual([['branding', '2'], ['all', '1']]);
    stop();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(seen).toHaveLength(2);
    // No id: never called.
    const anonymous = vi.fn();
    onModuleState(document.createElement('div'), anonymous)();
    expect(anonymous).not.toHaveBeenCalled();
  });
});

describe('bad markup stands down with one warning', () => {
  it('a portfolio with an invalid data-posts-number is left as printed', () => {
    document.body.innerHTML = `<div id="work" class="et_pb_filterable_portfolio" data-posts-number="three">
      <div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item">A</div><div class="et_pb_portfolio_item">B</div></div>
      <div class="et_pb_portofolio_pagination"></div></div>`;
    const ctx = fakeContext();
    expect(runPortfolio(document.getElementById('work')!, ctx, TEXTS)).toBeUndefined();
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.et_pb_portofolio_pagination')!.children).toHaveLength(0);
  });

  it('tabs whose links and panes do not pair up are left as printed', () => {
    document.body.innerHTML = `<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li><a href="#">A</a></li><li><a href="#">B</a></li></ul>
      <div class="et_pb_all_tabs"><div class="et_pb_tab">only one</div></div></div>`;
    const ctx = fakeContext();
    runTabs(document.querySelector<HTMLElement>('.et_pb_tabs')!, ctx);
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role=tablist]')).toBeNull();
  });

  it('a gallery with data-per_page="0" pages by 4 and builds Divi’s pager', () => {
    const items = Array.from({ length: 9 }, (_, i) => `<div class="et_pb_gallery_item">${i}</div>`).join('');
    document.body.innerHTML = `<div class="et_pb_gallery_grid"><div class="et_pb_gallery_items" data-per_page="0">${items}</div><div class="et_pb_gallery_pagination"></div></div>`;
    const ctx = fakeContext();
    runGalleryGrid(document.querySelector<HTMLElement>('.et_pb_gallery_grid')!, ctx, TEXTS);
    const lis = Array.from(document.querySelectorAll('.et_pb_gallery_pagination li'));
    expect(lis.map((li) => li.className)).toEqual(['prev', 'page page-1', 'page page-2', 'page page-3 last-page', 'next']);
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.et_pb_gallery_item')).filter((i) => i.style.display !== 'none');
    expect(shown.map((i) => i.textContent)).toEqual(['0', '1', '2', '3']);
    expect(ctx.warn).not.toHaveBeenCalled();
  });
});
