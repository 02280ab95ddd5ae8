import type { WidgetContext } from '@dropins/core';
import { LABELS, label, type SliderTexts } from './config';
import type { Move } from './options';
import { docCreate } from '@dropins/core';

/**
 * The controls Divi's simple slider appends: arrows (`div.et-pb-slider-arrows > a.et-pb-arrow-prev|next > span`)
 * and bullets (`div.et-pb-controllers > a`, the current one `et-pb-active-control`). They stay links, as Divi's
 * stylesheet selects them, and act as buttons: role, a label (Divi's CSS hides the arrow texts behind an icon),
 * Enter and Space.
 */
export const ACTIVE_CONTROL = 'et-pb-active-control';

/** Makes a link behave as a button that runs `action` (click, Enter, Space; the `#` href never navigates). */
export function asButton(link: HTMLElement, ctx: WidgetContext, action: () => void): void {
  link.setAttribute('role', 'button');
  ctx.listen(link, 'click', (event) => {
    event.preventDefault();
    action();
  });
  ctx.listen(link, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== ' ') return;
    event.preventDefault();
    action();
  });
}

export function link(doc: Document, className: string, text: string): HTMLAnchorElement {
  const a = docCreate('a', doc);
  a.href = '#';
  if (className) a.className = className;
  const span = docCreate('span', doc);
  span.textContent = text;
  a.append(span);
  return a;
}

/** Appends the arrows to the slider. The gallery slider's arrows inherit the text colour, as Divi's do. */
export function addArrows(slider: HTMLElement, ctx: WidgetContext, texts: SliderTexts, gallery: boolean, move: (m: Move) => void): HTMLElement {
  const doc = slider.ownerDocument;
  const box = docCreate('div', doc);
  box.className = 'et-pb-slider-arrows';
  const prev = link(doc, 'et-pb-arrow-prev', texts.previous);
  const next = link(doc, 'et-pb-arrow-next', texts.next);
  for (const [a, text, direction] of [[prev, texts.previous, 'previous'], [next, texts.next, 'next']] as const) {
    if (gallery) a.style.color = 'inherit';
    a.setAttribute('aria-label', text);
    asButton(a, ctx, () => move(direction));
  }
  box.append(prev, next);
  slider.append(box);
  return box;
}

export interface Bullets {
  element: HTMLElement;
  show(index: number): void;
}

/** Appends the bullets (numbered links) to `host`; `et-pb-controllers-has-video-tag` when a slide holds a `<video>`. */
export function addBullets(host: HTMLElement, ctx: WidgetContext, count: number, hasVideo: boolean, move: (m: Move) => void): Bullets {
  const doc = host.ownerDocument;
  const box = docCreate('div', doc);
  box.className = hasVideo ? 'et-pb-controllers et-pb-controllers-has-video-tag' : 'et-pb-controllers';
  const links = Array.from({ length: count }, (_, i) => {
    const a = docCreate('a', doc);
    a.href = '#';
    a.textContent = String(i + 1);
    a.setAttribute('aria-label', label(LABELS.bullet, { n: i + 1, count }));
    asButton(a, ctx, () => move(i));
    return a;
  });
  box.append(...links);
  host.append(box);
  const show = (index: number) =>
    links.forEach((a, i) => {
      a.classList.toggle(ACTIVE_CONTROL, i === index);
      if (i === index) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    });
  return { element: box, show };
}
