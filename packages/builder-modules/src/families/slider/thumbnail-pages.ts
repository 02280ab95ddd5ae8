import type { WidgetContext } from '@dropins/core';
import { watchWidth } from '../../shared/carousel/carousel-resize';
import type { SliderTexts } from './config';
import { asButton, link } from './controls';
import { docCreate, docProp } from '@dropins/core';

/** Window width from which a wide column shows four thumbnails (Divi's simple carousel). */
const WIDE_FROM = 768;
const POSITION_CLASS = /^position_\d+$/;

/**
 * Thumbnails per page, as Divi's simple carousel counts them from the module's column: 4 in a 4/4, 3/4 or 2/3 column
 * from 768 px, 4 in a 3/5 column, 2 in 1/5 and 1/6 columns, else 3.
 */
export function thumbnailColumns(column: Element | null, windowWidth: number): number {
  const has = (kind: string) => column?.classList.contains(`et_pb_column_${kind}`) === true;
  if (has('4_4') || has('3_4') || has('2_3')) return windowWidth >= WIDE_FROM ? 4 : 3;
  if (has('3_5')) return 4;
  if (has('1_5') || has('1_6')) return 2;
  return 3;
}

export interface ThumbnailPages {
  /** Shows the page holding thumbnail `index` (when it is not shown). */
  reveal(index: number): void;
  stop(): void;
}

/**
 * The thumbnail strip in pages, as Divi's CSS expects it (`.et_pb_carousel_item` is `display:none` outside Divi's
 * script): `columns-N` on `.et_pb_carousel_items`, the page's thumbnails in `div.et-carousel-group.active` with
 * `position_K` and `display:block`, the others hidden after it, the items box as high as a thumbnail (its floats
 * give it no height), and with more thumbnails than columns Divi's `.et-pb-slider-arrows` in the box, turning the
 * pages (wrapping). The page follows the slider, so the current thumbnail is always in view.
 */
export function pageThumbnails(list: HTMLElement, items: readonly HTMLElement[], ctx: WidgetContext, texts: SliderTexts): ThumbnailPages {
  const doc = list.ownerDocument;
  const group = docCreate('div', doc);
  group.className = 'et-carousel-group active';
  list.append(group);
  const arrows = docCreate('div', doc);
  arrows.className = 'et-pb-slider-arrows';
  const prev = link(doc, 'et-pb-slider-arrow et-pb-arrow-prev', texts.previous);
  const next = link(doc, 'et-pb-slider-arrow et-pb-arrow-next', texts.next);
  prev.setAttribute('aria-label', `${texts.previous} (thumbnails)`);
  next.setAttribute('aria-label', `${texts.next} (thumbnails)`);
  arrows.append(prev, next);
  list.prepend(arrows);
  let columns = 0;
  let start = 0;

  const show = (first: number) => {
    start = first;
    for (const item of items) for (const name of [...item.classList]) if (POSITION_CLASS.test(name)) item.classList.remove(name);
    items.forEach((item, i) => {
      const k = i - start;
      const shown = k >= 0 && k < columns;
      item.style.display = shown ? 'block' : 'none';
      if (shown) item.classList.add(`position_${k + 1}`);
      (shown ? group : list).append(item);
    });
    list.style.height = `${items[start]?.offsetHeight ?? 0}px`;
  };
  const layout = () => {
    const wanted = thumbnailColumns(list.closest('.et_pb_column:not(.et_pb_specialty_column)'), docProp('documentElement', doc).clientWidth);
    if (wanted !== columns) {
      list.classList.remove(`columns-${columns}`);
      list.classList.add(`columns-${wanted}`);
      columns = wanted;
      arrows.style.display = items.length > columns ? '' : 'none';
      show(Math.floor(start / columns) * columns);
    } else list.style.height = `${items[start]?.offsetHeight ?? 0}px`;
  };
  const turn = (step: number) => {
    const pages = Math.ceil(items.length / columns);
    show((((Math.floor(start / columns) + step) % pages + pages) % pages) * columns);
  };
  asButton(prev, ctx, () => turn(-1));
  asButton(next, ctx, () => turn(1));
  const stopWidth = watchWidth(list, layout);
  return {
    reveal(index) {
      if (columns && (index < start || index >= start + columns)) show(Math.floor(index / columns) * columns);
    },
    stop() {
      stopWidth();
      list.classList.remove(`columns-${columns}`);
      list.style.removeProperty('height');
      arrows.remove();
      for (const item of items) {
        item.style.removeProperty('display');
        list.append(item);
      }
      group.remove();
    },
  };
}
