import type { Cleanup, WidgetContext } from '@dropins/core';
import { isSliding, slideDown, slideUp, uniqueId } from '@dropins/core/dom';
import { scrollToY } from '../../shared/scroll/smooth-scroll';
import { docCreate, docProp } from '@dropins/core';

/** Divi's `frontend-builder-scripts.js`: `slideToggle(700)` on the toggle content. */
const SLIDE_MS = 700;
const OPEN = 'et_pb_toggle_open';
const CLOSED = 'et_pb_toggle_close';
/** Divi leaves this gap (px) above an accordion item it scrolls back to. */
const SCROLL_BACK_GAP = 50;
/** Set on the accordion while one of its items slides (Divi's class: clicks are ignored meanwhile). */
const TOGGLING = 'et_pb_accordion_toggling';

interface Item {
  toggle: HTMLElement;
  title: HTMLElement;
  content: HTMLElement;
  button: HTMLElement;
}

/**
 * Puts the title's text in a `span[role=button]` (the heading stays a heading and Divi's CSS on the title is
 * untouched), labelled as controlling the content. Returns the item and its undo.
 */
function prepare(toggle: HTMLElement): { item: Item; undo: Cleanup } | null {
  const title = toggle.querySelector<HTMLElement>(':scope > .et_pb_toggle_title');
  const content = toggle.querySelector<HTMLElement>(':scope > .et_pb_toggle_content');
  if (!title || !content) return null;
  const doc = toggle.ownerDocument;
  const button = docCreate('span', doc);
  button.className = 'dropins-toggle-button';
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  button.append(...Array.from(title.childNodes));
  title.append(button);
  const madeId = !content.id;
  if (madeId) content.id = uniqueId('dropins-toggle-content');
  button.setAttribute('aria-controls', content.id);
  button.setAttribute('aria-expanded', String(toggle.classList.contains(OPEN)));
  const undo = () => {
    title.append(...Array.from(button.childNodes));
    button.remove();
    if (madeId) content.removeAttribute('id');
  };
  return { item: { toggle, title, content, button }, undo };
}

/** Sets the classes (and drops the slide's inline display, so Divi's CSS rules again). */
function settle(item: Item, open: boolean): void {
  item.toggle.classList.toggle(OPEN, open);
  item.toggle.classList.toggle(CLOSED, !open);
  item.content.style.removeProperty('display');
}

/** Opens or closes one item with the slide; the classes change when it ends, as in Divi. */
async function slideItem(item: Item, open: boolean): Promise<void> {
  item.button.setAttribute('aria-expanded', String(open));
  if (open) await slideDown(item.content, SLIDE_MS);
  else await slideUp(item.content, SLIDE_MS);
  settle(item, open);
}

/** The chrome Divi counts above an accordion item: the admin bar, the top bar and (unless vertical) the main header. */
function chromeHeight(body: HTMLElement): number {
  const height = (selector: string) => body.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0;
  const vertical = body.classList.contains('et_vertical_nav');
  return height('#wpadminbar') + height('#top-header') + (vertical ? 0 : height('#main-header'));
}

/**
 * Divi's scroll-back: once the other item has closed, an opened item whose top is now above where the window was
 * at the click (behind that chrome) is brought back into view, 50 px below the chrome. The comparison is with the
 * scroll position at the click, as Divi's: the browser's scroll anchoring may have moved the window with the item.
 */
function scrollBack(item: Item, scrollAtClick: number): void {
  const doc = item.toggle.ownerDocument;
  const chrome = chromeHeight(docProp('body', doc));
  const top = item.toggle.getBoundingClientRect().top + window.scrollY;
  if (scrollAtClick + chrome > top) void scrollToY(() => item.toggle.getBoundingClientRect().top + window.scrollY - chromeHeight(docProp('body', doc)) - SCROLL_BACK_GAP);
}

/** Runs a standalone toggle or an accordion (`root`) with its items. */
export function runToggles(root: HTMLElement, ctx: WidgetContext): Cleanup | void {
  const accordion = root.classList.contains('et_pb_accordion');
  const toggles = accordion ? Array.from(root.querySelectorAll<HTMLElement>(':scope > .et_pb_toggle')) : [root];
  const prepared = toggles.flatMap((t) => prepare(t) ?? []);
  if (!prepared.length) return;
  const items = prepared.map((p) => p.item);
  // WAI-ARIA accordion: the open panel cannot be collapsed by its own header, so that header says so.
  const markLocked = () => {
    if (accordion) for (const item of items) item.button.setAttribute('aria-disabled', String(item.button.getAttribute('aria-expanded') === 'true'));
  };
  markLocked();

  const activate = (item: Item) => {
    if (isSliding(item.content)) return;
    const isOpen = item.toggle.classList.contains(OPEN);
    if (!accordion) {
      void slideItem(item, !isOpen);
      return;
    }
    if (isOpen || root.classList.contains(TOGGLING)) return;
    root.classList.add(TOGGLING);
    const others = items.filter((other) => other !== item && other.toggle.classList.contains(OPEN));
    const scrollAtClick = window.scrollY;
    const closing = Promise.all(others.map((other) => slideItem(other, false))).then(() => {
      if (!ctx.signal.aborted) scrollBack(item, scrollAtClick);
    });
    const slides = [slideItem(item, true), closing];
    markLocked();
    void Promise.all(slides).finally(() => root.classList.remove(TOGGLING));
  };

  for (const item of items) {
    ctx.listen(item.title, 'click', () => activate(item));
    ctx.listen(item.button, 'keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      activate(item);
    });
  }
  return () => {
    for (const p of prepared) p.undo();
    for (const item of items) item.button.removeAttribute('aria-disabled');
    root.classList.remove(TOGGLING);
  };
}
