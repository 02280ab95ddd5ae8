import { announce, type Cleanup, type WidgetContext } from '@dropins/core';
import { buildPager, markRows, onPage, pageCount, parsePerPage, targetPage, updatePager } from '../../shared/grids-paging';
import { onModuleState, pageParam, writeModuleState } from '../../shared/hash-state';
import type { PagerConfig } from './config';

/** FBS writes the portfolio's hash 500 ms after a filter or page click. */
const HASH_DELAY_MS = 500;
/** The filter that shows every category. */
const ALL = 'all';

interface Parts {
  list: HTMLElement;
  items: HTMLElement[];
  filters: HTMLAnchorElement[];
  pagerBox: HTMLElement | null;
  perPage: number;
}

const slugOf = (filter: Element) => filter.getAttribute('data-category-slug') ?? '';
const inCategory = (item: Element, slug: string) => slug === ALL || item.classList.contains(`project_category_${slug}`);
const setShown = (el: HTMLElement, shown: boolean) => (shown ? el.style.removeProperty('display') : (el.style.display = 'none'));

/** The module's parts, or null (with one warning) when its markup cannot be paged. */
function findParts(el: HTMLElement, ctx: WidgetContext): Parts | null {
  const list = el.querySelector<HTMLElement>('.et_pb_portfolio_items');
  const items = Array.from(el.querySelectorAll<HTMLElement>('.et_pb_portfolio_item'));
  if (!list || !items.length) return null;
  const raw = el.getAttribute('data-posts-number');
  if (raw === null || !/^\s*\d+\s*$/.test(raw) || Number(raw) <= 0) {
    ctx.warn(`data-posts-number "${String(raw).slice(0, 40)}" is not a positive number; the portfolio is left as printed`, el);
    return null;
  }
  const filters = Array.from(el.querySelectorAll<HTMLAnchorElement>('.et_pb_portfolio_filters a[data-category-slug]'));
  return { list, items, filters, pagerBox: el.querySelector<HTMLElement>('.et_pb_portofolio_pagination'), perPage: parsePerPage(raw) };
}

/** Filter links act as toggle buttons: pressed state, Space activates like Enter. */
function wireFilters(parts: Parts, ctx: WidgetContext): void {
  for (const filter of parts.filters) {
    filter.setAttribute('role', 'button');
    ctx.listen(filter, 'keydown', (e) => {
      if (e.key !== ' ') return;
      e.preventDefault();
      filter.click();
    });
  }
}

/**
 * Runs one filterable portfolio: filter, pages, hash state. No scroll on page clicks (the "without
 * scrolling"; Divi 4.27.5 smooth-scrolls to the module there: see the package README).
 */
export function runPortfolio(el: HTMLElement, ctx: WidgetContext, texts: PagerConfig): Cleanup | void {
  const parts = findParts(el, ctx);
  if (!parts) return;
  const state = { slug: slugOf(parts.filters.find((f) => f.classList.contains('active')) ?? el) || ALL, page: 1, pages: 1 };
  let pager: HTMLUListElement | null = null;
  const label = el.querySelector('.et_pb_portfolio_filters') ? 'Portfolio pages' : 'Pages';

  const render = (rebuild: boolean) => {
    const matching = parts.items.filter((item) => inCategory(item, state.slug));
    state.pages = pageCount(matching.length, parts.perPage);
    state.page = Math.min(Math.max(1, state.page), state.pages);
    if (rebuild && parts.pagerBox) pager = buildPager(parts.pagerBox, state.pages, { ...texts, label });
    const shown = matching.filter((_, index) => onPage(index, state.page, parts.perPage));
    for (const item of parts.items) setShown(item, shown.includes(item));
    if (pager) updatePager(pager, state.page, state.pages);
    for (const filter of parts.filters) {
      const active = slugOf(filter) === state.slug;
      filter.classList.toggle('active', active);
      filter.setAttribute('aria-pressed', String(active));
    }
    markRows(parts.list, parts.items, shown);
    return shown.length;
  };

  let cancelHash = () => undefined as void;
  const writeLater = () => {
    cancelHash();
    cancelHash = ctx.later(HASH_DELAY_MS, () => writeModuleState(el, [state.slug, String(state.page)]));
  };
  const choose = (slug: string, page: number, fromClick: boolean) => {
    const rebuild = slug !== state.slug || !pager;
    state.slug = slug;
    state.page = page;
    const count = render(rebuild);
    if (!fromClick) return;
    announce(`${count} ${count === 1 ? 'project' : 'projects'} shown, page ${state.page} of ${state.pages}`);
    writeLater();
  };

  wireFilters(parts, ctx);
  render(true);
  ctx.listen(el, 'click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link) return;
    if (parts.filters.includes(link)) {
      e.preventDefault();
      if (slugOf(link) !== state.slug) choose(slugOf(link), 1, true);
    } else if (pager?.contains(link)) {
      e.preventDefault();
      const page = targetPage(link, state.page, state.pages);
      if (page !== null && page !== state.page) movePage(page);
    }
  });
  const movePage = (page: number) => {
    const hadFocus = pager?.contains(document.activeElement) ?? false;
    choose(state.slug, page, true);
    // The clicked previous/next link may have just been hidden: keep focus in the pager, on the current page.
    if (hadFocus && document.activeElement instanceof HTMLElement && document.activeElement.closest('li')?.style.display === 'none') {
      pager?.querySelector<HTMLElement>('a.active')?.focus();
    }
  };

  const stopHash = onModuleState(el, ([slug, page]) => {
    if (slug === undefined || !(slug === ALL || parts.filters.some((f) => slugOf(f) === slug))) return;
    state.slug = slug;
    render(true);
    state.page = pageParam(page, state.pages) ?? 1;
    render(false);
  });
  return () => {
    stopHash();
    cancelHash();
    parts.pagerBox?.replaceChildren();
    for (const item of parts.items) setShown(item, true);
  };
}
