import { type WidgetContext, docCreate } from '@dropins/core';
import { isSafeUrl } from '@dropins/core/safety';
import { LABELS, label, type SliderTexts } from './config';
import { ACTIVE_CONTROL } from './controls';
import type { Move } from './options';
import { pageThumbnails } from './thumbnail-pages';

/**
 * The video slider's thumbnails (`et_pb_slider_carousel`): `div.et_pb_carousel > div.et_pb_carousel_items >
 * div.et_pb_carousel_item[data-slide-id]`, each an overlay with the slide's `data-image` as background and a play
 * link, inserted right after the slider as Divi does. A click (or Enter / Space on the play link) moves to that
 * slide; the current one has `et-pb-active-control`.
 */
export interface Thumbnails {
  element: HTMLElement;
  show(index: number): void;
  stop(): void;
}

function thumbnail(doc: Document, slide: HTMLElement, index: number, count: number): { item: HTMLElement; play: HTMLAnchorElement } {
  const item = docCreate('div', doc);
  item.className = 'et_pb_carousel_item';
  item.setAttribute('data-slide-id', String(index));
  const overlay = docCreate('div', doc);
  overlay.className = 'et_pb_video_overlay';
  const image = slide.getAttribute('data-image');
  overlay.style.backgroundImage = image && isSafeUrl(image) ? `url(${JSON.stringify(image)})` : 'none';
  const hover = docCreate('div', doc);
  hover.className = 'et_pb_video_overlay_hover';
  const play = docCreate('a', doc);
  play.href = '#';
  play.className = 'et_pb_video_play';
  play.setAttribute('role', 'button');
  play.setAttribute('aria-label', label(LABELS.thumbnail, { n: index + 1, count }));
  hover.append(play);
  overlay.append(hover);
  item.append(overlay);
  return { item, play };
}

/** Builds the thumbnails after `slider`. */
export function addThumbnails(slider: HTMLElement, slides: readonly HTMLElement[], ctx: WidgetContext, texts: SliderTexts, move: (m: Move) => void): Thumbnails {
  const doc = slider.ownerDocument;
  const carousel = docCreate('div', doc);
  carousel.className = 'et_pb_carousel';
  const list = docCreate('div', doc);
  list.className = 'et_pb_carousel_items';
  const built = slides.map((slide, i) => thumbnail(doc, slide, i, slides.length));
  built.forEach(({ item, play }, i) => {
    ctx.listen(item, 'click', (event) => {
      event.preventDefault();
      move(i);
    });
    ctx.listen(play, 'keydown', (event) => {
      if ((event as KeyboardEvent).key !== ' ') return;
      event.preventDefault();
      move(i);
    });
  });
  list.append(...built.map((b) => b.item));
  carousel.append(list);
  slider.after(carousel);
  const pages = pageThumbnails(list, built.map((b) => b.item), ctx, texts);
  const show = (index: number) => {
    built.forEach(({ item, play }, i) => {
      item.classList.toggle(ACTIVE_CONTROL, i === index);
      if (i === index) play.setAttribute('aria-current', 'true');
      else play.removeAttribute('aria-current');
    });
    pages.reveal(index);
  };
  show(0);
  return { element: carousel, show, stop: pages.stop };
}
