import { docCreate, type WidgetContext } from '@dropins/core';
import { injectStyle } from '@dropins/core/ui';
import { isTouchGhost, uniqueId } from '@dropins/core/dom';
import type { RealPerson } from './config';

/** Close this long after the pointer leaves, or after a touch opened it. */
const LEAVE_MS = 1000;
const TOUCH_MS = 3000;
/** Our look for a page without the plugin's stylesheet, which places and dresses the popup. */
const PLAIN_CSS = '.dropins-trp-plain{position:absolute;z-index:9;padding:8px;background:#fff;color:#000;border:1px solid #ccc;border-radius:4px}';

export interface BadgePopup {
  hover(): void;
  leave(): void;
  click(): void;
  touch(): void;
  hide(): void;
  remove(): void;
}

/** The popup as the original (6.85) shows it: the heading in bold, then the two lines, in one span of the content row. */
function buildPopup(trp: RealPerson): HTMLElement {
  const popup = docCreate('div');
  popup.className = 'apbct-real-user-popup';
  popup.id = uniqueId('apbct-real-user-popup');
  popup.setAttribute('role', 'tooltip');
  popup.hidden = true;
  const row = Object.assign(docCreate('div'), { className: 'apbct-real-user-popup-content_row' });
  const text = docCreate('span');
  const heading = Object.assign(docCreate('strong'), { textContent: trp.phrases.trpHeading ?? '' });
  text.append(heading, trp.phrases.trpContent1 ?? '', docCreate('br'), trp.phrases.trpContent2 ?? '');
  row.append(text);
  popup.append(row);
  return popup;
}

/**
 * The badge's popup, placed right after the badge (so the plugin's `position: absolute` opens it below the author
 * line). Hover or focus shows it, a click shows it (a second click hides it), a touch shows it for 3 s; it hides
 * 1 s after the pointer leaves the badge and the popup, on blur, on Esc and on a click elsewhere.
 */
export function createBadgePopup(badge: HTMLElement, trp: RealPerson, ctx: WidgetContext): BadgePopup {
  const popup = buildPopup(trp);
  badge.after(popup);
  badge.setAttribute('aria-controls', popup.id);
  if (getComputedStyle(popup).position !== 'absolute') {
    injectStyle('dropins-trp-css', PLAIN_CSS);
    popup.classList.add('dropins-trp-plain');
  }
  let clicked = false;
  let touchedAt = -Infinity;
  let cancelHide = () => {};
  const isGhost = () => isTouchGhost(touchedAt);
  const setOpen = (open: boolean) => {
    cancelHide();
    popup.hidden = !open;
    popup.classList.toggle('visible', open);
    badge.setAttribute('aria-expanded', String(open));
  };
  const show = () => setOpen(true);
  const hide = () => {
    clicked = false;
    setOpen(false);
  };
  const hideIn = (ms: number) => {
    cancelHide();
    cancelHide = ctx.later(ms, hide);
  };
  ctx.listen(popup, 'mouseenter', () => isGhost() || cancelHide());
  ctx.listen(popup, 'mouseleave', () => isGhost() || hideIn(LEAVE_MS));
  ctx.listen(document, 'keydown', (event) => event.key === 'Escape' && !popup.hidden && hide());
  ctx.listen(document, 'click', (event) => !badge.contains(event.target as Node) && !popup.contains(event.target as Node) && hide());
  return {
    hover: () => isGhost() || show(),
    leave: () => isGhost() || hideIn(LEAVE_MS),
    click() {
      if (isGhost()) return;
      // Hover or focus opened it a moment ago: this click means "show", not "toggle shut".
      if (!popup.hidden && clicked) return hide();
      clicked = true;
      show();
    },
    touch() {
      touchedAt = Date.now();
      show();
      hideIn(TOUCH_MS);
    },
    hide,
    remove: () => popup.remove(),
  };
}
