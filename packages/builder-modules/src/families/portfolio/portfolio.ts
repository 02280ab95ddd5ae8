import type { Cleanup, WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';
import { buildPager, ensurePagerContrast, markRows, showItem, onPage, onWidthChange, pageCount, parsePerPage, targetPage, updatePager } from '../../shared/layout/grids-paging';
import { onModuleState, pageParam, writeModuleState } from '../../shared/contracts/hash-state';
import type { PagerConfig } from '../../shared/contracts/pager-texts';

/** Divi's `frontend-builder-scripts.js` writes the portfolio's hash 500 ms after a filter or page click. */
const HASH_DELAY_MS = 500;
/** Row classes are recomputed this long after the grid's width changes (as that script does, and as for the gallery grid). */
const WIDTH_SETTLE_MS = 100;
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

interface View {
  slug: string;
  page: number;
  pages: number;
  pager: HTMLUListElement | null;
}

/** Shows `view.slug` at `view.page` (rebuilding the pager first when asked). Returns how many items show. */
function render(parts: Parts, view: View, texts: PagerConfig, rebuild: boolean): number {
  const matching = parts.items.filter((item) => inCategory(item, view.slug));
  view.pages = pageCount(matching.length, parts.perPage);
  view.page = Math.min(Math.max(1, view.page), view.pages);
  if (rebuild && parts.pagerBox) view.pager = buildPager(parts.pagerBox, view.pages, { ...texts, label: 'Portfolio pages' });
  const shown = matching.filter((_, index) => onPage(index, view.page, parts.perPage));
  for (const item of parts.items) showItem(item, shown.includes(item));
  if (view.pager) updatePager(view.pager, view.page, view.pages);
  for (const filter of parts.filters) {
    const active = slugOf(filter) === view.slug;
    filter.classList.toggle('active', active);
    filter.setAttribute('aria-pressed', String(active));
  }
  markRows(parts.list, parts.items, shown);
  return shown.length;
}

/** The slug and page a hash entry asks for, applied when the category exists (an unknown one changes nothing). */
function restore(parts: Parts, view: View, texts: PagerConfig, [slug, page]: string[]): void {
  if (slug === undefined || !(slug === ALL || parts.filters.some((f) => slugOf(f) === slug))) return;
  view.slug = slug;
  render(parts, view, texts, true);
  view.page = pageParam(page, view.pages) ?? 1;
  render(parts, view, texts, false);
}

/**
 * Runs one filterable portfolio: filter, pages, hash state. No scroll on page clicks (the "without
 * scrolling"; Divi 4.27.5 smooth-scrolls to the module there: see the package README).
 */
export function runPortfolio(el: HTMLElement, ctx: WidgetContext, texts: PagerConfig): Cleanup | void {
  const parts = findParts(el, ctx);
  if (!parts) return;
  const view: View = { slug: slugOf(parts.filters.find((f) => f.classList.contains('active')) ?? el) || ALL, page: 1, pages: 1, pager: null };
  let cancelHash = () => undefined as void;
  const choose = (slug: string, page: number) => {
    const rebuild = slug !== view.slug || !view.pager;
    view.slug = slug;
    view.page = page;
    const count = render(parts, view, texts, rebuild);
    announce(`${count} ${count === 1 ? 'project' : 'projects'} shown, page ${view.page} of ${view.pages}`);
    cancelHash();
    cancelHash = ctx.later(HASH_DELAY_MS, () => writeModuleState(el, [view.slug, String(view.page)]));
  };

  ensurePagerContrast();
  wireFilters(parts, ctx);
  render(parts, view, texts, true);
  ctx.listen(el, 'click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (link && parts.filters.includes(link)) {
      e.preventDefault();
      if (slugOf(link) !== view.slug) choose(slugOf(link), 1);
    } else if (link && view.pager?.contains(link)) {
      e.preventDefault();
      const page = targetPage(link, view.page, view.pages);
      if (page === null || page === view.page) return;
      choose(view.slug, page);
      // The clicked previous/next link may have just been hidden: focus stays in the pager, on the current page.
      if (link.closest('li')?.style.display === 'none') view.pager?.querySelector<HTMLElement>('a.active')?.focus();
    }
  });
  const stopHash = onModuleState(el, (params) => restore(parts, view, texts, params));
  const stopWidth = onWidthChange(parts.list, (later) => ctx.later(WIDTH_SETTLE_MS, later), () => render(parts, view, texts, false));
  return () => {
    stopHash();
    stopWidth();
    cancelHash();
    parts.pagerBox?.replaceChildren();
    for (const item of parts.items) showItem(item, undefined);
  };
}
