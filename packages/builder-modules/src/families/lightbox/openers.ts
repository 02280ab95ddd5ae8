import type { Cleanup, WidgetContext } from '@dropins/core';
import { entryFor, type LightboxEntry } from './items';

/** The links that open the lightbox in `el`: a gallery's image links, or the image module's link itself. */
function openersOf(el: HTMLElement): HTMLAnchorElement[] {
  if (el instanceof HTMLAnchorElement) return [el];
  return Array.from(el.querySelectorAll<HTMLAnchorElement>('.et_pb_gallery_image a[href]'));
}

/** Downloads the lightbox view on first use and shows `entries` from `index`. */
function open(ctx: WidgetContext, entries: LightboxEntry[], index: number): void {
  import('./lightbox-ui').then(
    (view) => view.showLightbox(ctx.widget, entries, index),
    () => ctx.warn('the lightbox could not be downloaded'),
  );
}

/** Makes the openers of one gallery (or one image module) open the lightbox. */
export function wireOpeners(el: HTMLElement, ctx: WidgetContext): Cleanup | void {
  const links = openersOf(el);
  const pairs = links.map((link) => ({ link, entry: entryFor(link) })).filter((p): p is { link: HTMLAnchorElement; entry: LightboxEntry } => p.entry !== null);
  if (!pairs.length) return;
  const entries = pairs.map((p) => p.entry);
  for (const { link } of pairs) link.setAttribute('aria-haspopup', 'dialog');
  ctx.listen(el, 'click', (e) => {
    if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).shiftKey) return;
    const index = pairs.findIndex((p) => e.target instanceof Node && p.link.contains(e.target));
    if (index < 0) return;
    e.preventDefault();
    // Focus goes back to the opener on close: make sure it is the focused element (Safari does not focus links).
    pairs[index].link.focus();
    open(ctx, entries, index);
  });
  return () => {
    for (const { link } of pairs) link.removeAttribute('aria-haspopup');
  };
}
