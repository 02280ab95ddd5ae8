import type { WidgetContext } from '@dropins/core';

export interface ThumbOptions {
  /** How many thumbnails fit in a row (or column); more than that makes the strip scroll. */
  columns: number;
  /** Whether the strip may scroll at all (WVG's thumbnail slide option). */
  slide: boolean;
  /** Vertical strip: 'wide' above 768 px (thumbnails at the side), 'all' at every width, '' never. */
  side: '' | 'wide' | 'all';
  /** The class the plugin's CSS gives the current thumbnail. */
  activeClass: string;
  /** The element of a strip child that takes clicks, focus and the active class. */
  item(child: Element): HTMLElement | null;
}

export interface Thumbs {
  /** Marks thumbnail `i` as current and scrolls it into the strip's view. */
  mark(i: number): void;
  /** After the strip's children changed: makes them buttons and decides whether the strip scrolls. */
  refresh(): void;
}

/**
 * Thumbnails as buttons: click, Enter or Space shows that image. The strip scrolls natively (scroll-snap) when
 * the images outnumber the columns.
 */
export function mountThumbs(strip: HTMLElement, ctx: WidgetContext, opts: ThumbOptions, select: (i: number) => void): Thumbs {
  strip.style.setProperty('--dropins-columns', String(opts.columns));
  const children = () => Array.from(strip.children).filter((c) => opts.item(c));
  const indexOf = (target: EventTarget | null) => children().findIndex((c) => target instanceof Node && c.contains(target));
  ctx.listen(strip, 'click', (e) => {
    const i = indexOf(e.target);
    if (i >= 0) select(i);
  });
  ctx.listen(strip, 'keydown', (e) => {
    const i = indexOf(e.target);
    if (i < 0 || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    select(i);
  });
  ctx.signal.addEventListener('abort', () => strip.classList.remove('dropins-strip', 'dropins-strip--side', 'dropins-strip--side-all'));

  const thumbs: Thumbs = {
    mark(i) {
      children().forEach((child, n) => {
        const item = opts.item(child);
        item?.classList.toggle(opts.activeClass, n === i);
        item?.setAttribute('aria-pressed', String(n === i));
        if (n !== i || !strip.classList.contains('dropins-strip')) return;
        const box = child.getBoundingClientRect();
        const view = strip.getBoundingClientRect();
        const vertical = getComputedStyle(strip).flexDirection === 'column';
        strip.scrollTo(
          vertical
            ? { top: strip.scrollTop + box.top - view.top - (view.height - box.height) / 2, behavior: 'smooth' }
            : { left: strip.scrollLeft + box.left - view.left - (view.width - box.width) / 2, behavior: 'smooth' },
        );
      });
    },
    refresh() {
      const all = children();
      const slides = opts.slide && all.length > opts.columns;
      strip.classList.toggle('dropins-strip', slides);
      strip.classList.toggle('dropins-strip--side', slides && opts.side === 'wide');
      strip.classList.toggle('dropins-strip--side-all', slides && opts.side === 'all');
      all.forEach((child, n) => {
        const item = opts.item(child);
        if (!item) return;
        item.tabIndex = 0;
        item.setAttribute('role', 'button');
        item.setAttribute('aria-label', `Show image ${n + 1} of ${all.length}`);
      });
    },
  };
  thumbs.refresh();
  return thumbs;
}
