/**
 * Client-side pages for the filterable portfolio and the gallery grid (`set_filterable_portfolio_pagination`,
 * `set_gallery_grid_items`, `et_pb_gallery_pagination_nav`, `et_pb_set_responsive_grid` in Divi's
 * `frontend-builder-scripts.js`): the page math, the pager the script builds (Divi's classes, so its CSS applies) and
 * the row classes of a float grid.
 */

import { docCreate } from '@dropins/core';
import { injectStyle } from '@dropins/core/ui';

/**
 * Divi's stylesheet draws the portfolio filters and both pagers in #999 on white (2.8:1), the active filter in the
 * theme's accent on #f9f9f9 (the fixture's #82c0c7: 2.1:1); WCAG asks 4.5:1 for text. The links are darkened to
 * #767676 (4.5:1), the active filter to #0c71c3 (4.8:1 on #f9f9f9). A deliberate difference (see the package README).
 */
const CONTRAST_CSS = `.et_pb_portfolio_filters li a:not(.active),.et_pb_portofolio_pagination ul li a:not(.active),.et_pb_gallery_pagination ul li a:not(.active){color:#767676}.et_pb_filterable_portfolio .et_pb_portfolio_filters li a.active{color:#0c71c3}`;

/** Adds the pager/filter contrast style once per page. */
export function ensurePagerContrast(): void {
  injectStyle('dropins-grids-contrast', CONTRAST_CSS);
}

/** Divi's items per page when `data-per_page` is missing, 0 or not a number (Divi's `frontend-builder-scripts.js`; Gallery.php also prints 4 for 0). */
export const DEFAULT_PER_PAGE = 4;
/** Pager links shown on each side of the current page (et_pb_gallery_pagination_nav). */
const PAGES_AROUND = 2;
/** Page links shown at least: Divi starts with pages 1–4 visible and hides 5 and up. */
const MIN_PAGE_LINKS = 4;

/**
 * Items per page from a data attribute: a positive whole number, else 4.
 * @example parsePerPage('6') // 6; parsePerPage('0') // 4; parsePerPage(null) // 4
 */
export function parsePerPage(raw: string | null | undefined): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_PER_PAGE;
}

/** How many pages `count` items make (at least 1). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

/** Whether the item at 0-based `index` is on 1-based `page`. */
export function onPage(index: number, page: number, perPage: number): boolean {
  return Math.floor(index / perPage) + 1 === page;
}

/**
 * The range of page links shown around `current`: two on each side, and at least the first four.
 * @example visiblePages(1, 9) // { first: 1, last: 4 }; visiblePages(6, 9) // { first: 4, last: 8 }
 */
export function visiblePages(current: number, total: number): { first: number; last: number } {
  const first = Math.max(1, current - PAGES_AROUND);
  const last = Math.min(total, Math.max(current + PAGES_AROUND, first + MIN_PAGE_LINKS - 1));
  return { first, last };
}

/** The page a pager link leads to (`data-page` is a number, `prev` or `next`), or null. */
export function targetPage(link: Element, current: number, total: number): number | null {
  const raw = link.getAttribute('data-page');
  const page = raw === 'prev' ? current - 1 : raw === 'next' ? current + 1 : Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= total ? page : null;
}

export interface PagerTexts {
  prev: string;
  next: string;
  /** The pager's accessible name. */
  label: string;
}

function pagerItem(doc: Document, liClass: string, linkClass: string, page: string, text: string): HTMLLIElement {
  const li = docCreate('li', doc);
  li.className = liClass;
  const a = docCreate('a', doc);
  a.href = '#';
  a.className = linkClass;
  a.setAttribute('data-page', page);
  a.textContent = text;
  li.append(a);
  return li;
}

/**
 * Fills `container` with Divi's pager: `li.prev`, `li.page.page-N > a.page-N[data-page=N]` (`last-page` on the
 * last), `li.next`; empty when there is one page. Returns the list (or null).
 */
export function buildPager(container: HTMLElement, total: number, texts: PagerTexts): HTMLUListElement | null {
  ensurePagerContrast();
  container.replaceChildren();
  if (total <= 1) return null;
  const doc = container.ownerDocument;
  const ul = docCreate('ul', doc);
  ul.append(pagerItem(doc, 'prev', 'page-prev', 'prev', texts.prev));
  for (let page = 1; page <= total; page++) {
    const li = pagerItem(doc, `page page-${page}${page === total ? ' last-page' : ''}`, `page-${page}`, String(page), String(page));
    li.firstElementChild?.setAttribute('aria-label', `Page ${page}`);
    ul.append(li);
  }
  ul.append(pagerItem(doc, 'next', 'page-next', 'next', texts.next));
  container.setAttribute('role', 'navigation');
  container.setAttribute('aria-label', texts.label);
  container.append(ul);
  return ul;
}

/**
 * Shows or hides a grid item the way Divi's scripts do: Divi's CSS hides every portfolio and gallery-grid item
 * (`.et_pb_filterable_portfolio_grid .et_pb_portfolio_item`, `.et_pb_gallery_grid .et_pb_gallery_item`:
 * `display:none`) and jQuery's `show()` gives the shown ones an inline `display:block`. `undefined` hands the item
 * back to the stylesheet (cleanup).
 */
export function showItem(el: HTMLElement, shown: boolean | undefined): void {
  if (shown === undefined) el.style.removeProperty('display');
  else el.style.display = shown ? 'block' : 'none';
}

const show = (el: HTMLElement, visible: boolean) => {
  if (visible) el.style.removeProperty('display');
  else el.style.display = 'none';
};

/** Marks `current` active, shows the links around it, hides previous on page 1 and next on the last page. */
export function updatePager(ul: HTMLUListElement, current: number, total: number): void {
  const { first, last } = visiblePages(current, total);
  for (const li of Array.from(ul.children) as HTMLLIElement[]) {
    const link = li.firstElementChild as HTMLAnchorElement | null;
    if (!link) continue;
    if (li.classList.contains('prev')) show(li, current > 1);
    else if (li.classList.contains('next')) show(li, current < total);
    else {
      const page = Number(link.getAttribute('data-page'));
      show(li, page >= first && page <= last);
      link.classList.toggle('active', page === current);
      if (page === current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }
}

/**
 * Columns of a float grid as Divi counts them: the container width plus one item margin, over an item's width
 * with its margin, rounded.
 * @example columnsFor(1080, 284.4, 59.4) // 4
 */
export function columnsFor(containerWidth: number, itemOuterWidth: number, itemMargin: number): number {
  if (!(itemOuterWidth > 0)) return 1;
  return Math.max(1, Math.round((containerWidth + itemMargin) / itemOuterWidth));
}

/** The row classes for item `index` of `count` in `columns` columns. */
export function rowClasses(index: number, count: number, columns: number): { first: boolean; last: boolean; onLastRow: boolean } {
  const lastRowStart = Math.floor((count - 1) / columns) * columns;
  return { first: index % columns === 0, last: (index + 1) % columns === 0, onLastRow: index >= lastRowStart };
}

const ROW_CLASSES = ['first_in_row', 'last_in_row', 'on_last_row'];

/**
 * Whether the last row gets `on_last_row` (no bottom margin), as Divi decides it: only when the module is the last
 * in its column and shows no pager (a pager below keeps the row's margin as space above it).
 */
function lastRowFlush(container: HTMLElement): boolean {
  const module = container.closest('.et_pb_module');
  if (!module || module.nextElementSibling !== null) return false;
  const pager = module.querySelector('.et_pb_gallery_pagination, .et_pb_portofolio_pagination');
  return !pager || pager.getClientRects().length === 0;
}

/**
 * Sets `first_in_row` / `last_in_row` / `on_last_row` on the shown `items` of `container` (Divi's CSS drops the
 * last item's right margin and clears each row with them). Reads layout once, then writes.
 */
export function markRows(container: HTMLElement, all: readonly HTMLElement[], shown: readonly HTMLElement[]): void {
  const sample = shown[0];
  let columns = 1;
  if (sample) {
    for (const item of all) item.classList.remove(...ROW_CLASSES);
    const style = getComputedStyle(sample);
    const margin = parseFloat(style.marginRight) || 0;
    const outer = sample.getBoundingClientRect().width + margin + (parseFloat(style.marginLeft) || 0);
    columns = columnsFor(container.clientWidth, outer, margin);
  }
  const flush = columns > 1 && lastRowFlush(container);
  shown.forEach((item, index) => {
    const row = rowClasses(index, shown.length, columns);
    item.classList.toggle('first_in_row', row.first);
    item.classList.toggle('last_in_row', row.last);
    item.classList.toggle('on_last_row', flush && row.onLastRow);
  });
}

/**
 * Calls `fn` through `delay` when the width of `target` changes (not for its first size); a newer change replaces
 * a pending call. `delay(fn)` schedules and returns the cancel (a mount's `ctx.later`). Returns the stop.
 * @example const stop = onWidthChange(list, (fn) => ctx.later(100, fn), () => relayout());
 */
export function onWidthChange(target: HTMLElement, delay: (fn: () => void) => () => void, fn: () => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  let width = target.clientWidth;
  let cancel = () => undefined as void;
  const observer = new ResizeObserver(() => {
    const now = target.clientWidth;
    if (now === width) return;
    width = now;
    cancel();
    cancel = delay(fn);
  });
  observer.observe(target);
  return () => {
    cancel();
    observer.disconnect();
  };
}
