/**
 * Client-side pages for the filterable portfolio and the gallery grid (FBS `set_filterable_portfolio_pagination`,
 * `set_gallery_grid_items`, `et_pb_gallery_pagination_nav`, `et_pb_set_responsive_grid`): the page math, the pager
 * the script builds (Divi's classes, so its CSS applies) and the row classes of a float grid.
 */

/** Divi's items per page when `data-per_page` is missing, 0 or not a number (FBS; Gallery.php also prints 4 for 0). */
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
  const li = doc.createElement('li');
  li.className = liClass;
  const a = doc.createElement('a');
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
  container.replaceChildren();
  if (total <= 1) return null;
  const doc = container.ownerDocument;
  const ul = doc.createElement('ul');
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
 * Shows or hides a grid item (portfolio project, gallery image). Shown items get `display: block`, as Divi's own
 * script gives them: Divi's stylesheet hides every grid item (`.et_pb_filterable_portfolio_grid
 * .et_pb_portfolio_item`, `.et_pb_gallery_grid .et_pb_gallery_item`: `display: none`) until the script shows it.
 */
export const showItem = (el: HTMLElement, shown: boolean) => void (el.style.display = shown ? 'block' : 'none');

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
  shown.forEach((item, index) => {
    const row = rowClasses(index, shown.length, columns);
    item.classList.toggle('first_in_row', row.first);
    item.classList.toggle('last_in_row', row.last);
    item.classList.toggle('on_last_row', row.onLastRow);
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
