import type { WidgetContext } from '@dropins/core';
import type { CarouselTexts } from './config';
import { docCreate } from '@dropins/core';

/**
 * The carousel's arrows, prepended inside the items box as Divi does (`div.et-pb-slider-arrows >
 * a.et-pb-arrow-prev|next > span`): links acting as buttons (role, label, Enter, Space), and the left / right
 * arrow keys on them.
 */
export function addArrows(container: HTMLElement, ctx: WidgetContext, texts: CarouselTexts, move: (direction: 'next' | 'previous') => void): HTMLElement {
  const doc = container.ownerDocument;
  const box = docCreate('div', doc);
  box.className = 'et-pb-slider-arrows';
  for (const [className, text, direction] of [['et-pb-arrow-prev', texts.previous, 'previous'], ['et-pb-arrow-next', texts.next, 'next']] as const) {
    const a = docCreate('a', doc);
    a.href = '#';
    a.className = className;
    a.setAttribute('role', 'button');
    a.setAttribute('aria-label', text);
    const span = docCreate('span', doc);
    span.textContent = text;
    a.append(span);
    ctx.listen(a, 'click', (event) => {
      event.preventDefault();
      move(direction);
    });
    box.append(a);
  }
  ctx.listen(box, 'keydown', (event) => {
    const direction = keyMove((event as KeyboardEvent).key, event.target);
    if (!direction) return;
    event.preventDefault();
    move(direction);
  });
  container.prepend(box);
  return box;
}

/** Left / right arrow keys move; Space on an arrow acts as a click on it. */
function keyMove(key: string, target: EventTarget | null): 'next' | 'previous' | null {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  if (key !== ' ' || !(target instanceof Element)) return null;
  if (target.closest('.et-pb-arrow-next')) return 'next';
  return target.closest('.et-pb-arrow-prev') ? 'previous' : null;
}
