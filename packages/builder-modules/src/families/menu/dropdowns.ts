import type { Cleanup, WidgetContext } from '@dropins/core';

/** Divi keeps `et-hover` this long after the pointer leaves an item (FBGF `et_pb_init_nav_menu`). */
export const HOVER_LEAVE_MS = 200;

const directList = (item: Element) => [...item.children].find((child) => child.tagName === 'UL');
const directLink = (item: Element) => [...item.children].find((child): child is HTMLAnchorElement => child.tagName === 'A');

const keyboardFocus = (target: EventTarget | null) => target instanceof Element && target.matches(':focus-visible');

/** The items of `nav` whose sub-menu opens: items with a sub-list, except inside a mega menu (only its top item). */
export function dropdownParents(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('li')].filter((item) => {
    if (!directList(item)) return false;
    const mega = item.closest('li.mega-menu');
    return !mega || mega === item;
  });
}

/**
 * Desktop dropdowns: open on hover (`et-show-dropdown`, `et-hover`; `et-hover` stays 200 ms after leaving), on
 * keyboard focus (Esc closes and puts focus back on the parent link), and on touch (first tap opens with
 * `et-touch-hover`, a second tap follows the link, a tap outside closes). Parent links carry `aria-expanded`.
 */
export function dropdowns(nav: HTMLElement, ctx: WidgetContext): Cleanup {
  const parents = dropdownParents(nav);
  const timers = new Map<HTMLElement, () => void>();
  let quiet: HTMLElement | null = null;
  let lastPointer = 'mouse';
  const open = (item: HTMLElement) => {
    timers.get(item)?.();
    item.classList.add('et-show-dropdown', 'et-hover');
    directLink(item)?.setAttribute('aria-expanded', 'true');
  };
  const close = (item: HTMLElement) => {
    item.classList.remove('et-show-dropdown', 'et-touch-hover');
    directLink(item)?.setAttribute('aria-expanded', 'false');
    timers.set(item, ctx.later(HOVER_LEAVE_MS, () => item.classList.remove('et-hover')));
  };
  for (const item of parents) {
    directLink(item)?.setAttribute('aria-expanded', 'false');
    ctx.listen(item, 'pointerenter', (e) => e.pointerType === 'mouse' && open(item));
    ctx.listen(item, 'pointerleave', (e) => e.pointerType === 'mouse' && close(item));
    // Keyboard focus only: a tap or a click focuses the link too, and must not hold the dropdown open.
    ctx.listen(item, 'focusin', (e) => item !== quiet && keyboardFocus(e.target) && open(item));
    ctx.listen(item, 'focusout', (e) => !item.contains(e.relatedTarget as Node | null) && close(item));
  }
  const innermostOpen = (from: EventTarget | null): HTMLElement | null => {
    for (let node = from instanceof Element ? from : null; node && node !== nav; node = node.parentElement) {
      if (node instanceof HTMLElement && node.classList.contains('et-show-dropdown') && parents.includes(node)) return node;
    }
    return null;
  };
  ctx.listen(nav, 'pointerdown', (e) => (lastPointer = e.pointerType));
  ctx.listen(nav, 'keydown', (event) => {
    if (event.key !== 'Escape') return;
    const item = innermostOpen(event.target);
    if (!item) return;
    close(item);
    quiet = item;
    directLink(item)?.focus();
    quiet = null;
  });
  ctx.listen(nav, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    const item = link?.parentElement;
    if (lastPointer !== 'touch' || !item || !parents.includes(item) || item.classList.contains('et-touch-hover')) return;
    event.preventDefault();
    for (const other of parents) if (other !== item && !other.contains(item) && other.classList.contains('et-show-dropdown')) close(other);
    open(item);
    item.classList.add('et-touch-hover');
  });
  ctx.listen(nav.ownerDocument, 'pointerdown', (event) => {
    if (event.pointerType !== 'touch' || nav.contains(event.target as Node)) return;
    for (const item of parents) if (item.classList.contains('et-show-dropdown')) close(item);
  });
  return () => {
    for (const item of parents) {
      item.classList.remove('et-show-dropdown', 'et-hover', 'et-touch-hover');
      directLink(item)?.removeAttribute('aria-expanded');
    }
  };
}
