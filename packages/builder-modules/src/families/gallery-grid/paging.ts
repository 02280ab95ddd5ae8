import type { Cleanup, WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';
import { buildPager, markRows, showItem, onPage, onWidthChange, pageCount, parsePerPage, targetPage, updatePager } from '../../shared/layout/grids-paging';
import { onModuleState, pageParam, writeModuleState } from '../../shared/contracts/hash-state';
import { scrollToY } from '../../shared/scroll/smooth-scroll';
import type { PagerConfig } from '../../shared/contracts/pager-texts';

/** Divi's `frontend-builder-scripts.js` re-runs the grid setup 100 ms after a container-width change. */
const WIDTH_SETTLE_MS = 100;
/** It writes the gallery's hash 100 ms after a page click. */
const HASH_DELAY_MS = 100;
/**
 * Where a page change puts the gallery's top: 200 px below the window top (Divi 4.27.5 does not scroll
 * here, see the package README).
 */
const SCROLL_OFFSET_PX = 200;


const showPagerBox = (box: HTMLElement, shown: boolean) => (shown ? box.style.removeProperty('display') : (box.style.display = 'none'));

interface Grid {
  el: HTMLElement;
  list: HTMLElement;
  items: HTMLElement[];
  pagerBox: HTMLElement | null;
  perPage: number;
  page: number;
  pages: number;
  pager: HTMLUListElement | null;
}

/** Shows `grid.page` (rebuilding the pager first when asked). */
function render(grid: Grid, texts: PagerConfig, rebuild: boolean): void {
  grid.pages = pageCount(grid.items.length, grid.perPage);
  grid.page = Math.min(Math.max(1, grid.page), grid.pages);
  if (rebuild && grid.pagerBox) {
    grid.pager = buildPager(grid.pagerBox, grid.pages, { ...texts, label: 'Gallery pages' });
    // Divi hides the pager's box (its top border and padding) when everything fits on one page.
    showPagerBox(grid.pagerBox, grid.pages > 1);
  }
  const shown = grid.items.filter((_, index) => onPage(index, grid.page, grid.perPage));
  for (const item of grid.items) showItem(item, shown.includes(item));
  if (grid.pager) updatePager(grid.pager, grid.page, grid.pages);
  markRows(grid.list, grid.items, shown);
}

/** Brings the gallery into view with its top 200 px below the window top, when its top is out of view. */
function bringIntoView(el: HTMLElement): void {
  const top = el.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight) return;
  void scrollToY(() => el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX);
}

/** Runs one gallery grid: pages, pager, hash state, width reset. */
export function runGalleryGrid(el: HTMLElement, ctx: WidgetContext, texts: PagerConfig): Cleanup | void {
  const list = el.querySelector<HTMLElement>('.et_pb_gallery_items');
  const items = Array.from(el.querySelectorAll<HTMLElement>('.et_pb_gallery_item'));
  if (!list || !items.length) return;
  const grid: Grid = {
    el,
    list,
    items,
    pagerBox: el.querySelector<HTMLElement>('.et_pb_gallery_pagination'),
    // Without a pager (pagination off) every item is on the one page.
    perPage: el.querySelector('.et_pb_gallery_pagination') ? parsePerPage(list.getAttribute('data-per_page')) : items.length,
    page: 1,
    pages: 1,
    pager: null,
  };
  render(grid, texts, true);

  let cancelHash = () => undefined as void;
  ctx.listen(el, 'click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link || !grid.pager?.contains(link)) return;
    e.preventDefault();
    const page = targetPage(link, grid.page, grid.pages);
    if (page === null || page === grid.page) return;
    grid.page = page;
    render(grid, texts, false);
    if (link.closest('li')?.style.display === 'none') grid.pager.querySelector<HTMLElement>('a.active')?.focus();
    announce(`Gallery page ${grid.page} of ${grid.pages}`);
    bringIntoView(el);
    cancelHash();
    cancelHash = ctx.later(HASH_DELAY_MS, () => writeModuleState(el, [String(grid.page)]));
  });
  const stopWidth = onWidthChange(list, (later) => ctx.later(WIDTH_SETTLE_MS, later), () => {
    grid.page = 1;
    render(grid, texts, true);
  });
  const stopHash = onModuleState(el, ([page]) => {
    const wanted = pageParam(page, grid.pages);
    if (wanted === null || wanted === grid.page) return;
    grid.page = wanted;
    render(grid, texts, false);
  });
  return () => {
    stopHash();
    stopWidth();
    cancelHash();
    grid.pagerBox?.replaceChildren();
    if (grid.pagerBox) showPagerBox(grid.pagerBox, true);
    for (const item of items) showItem(item, undefined);
  };
}
