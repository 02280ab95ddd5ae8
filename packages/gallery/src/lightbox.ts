import type { WidgetContext } from '@dropins/core';
import { px, type GalleryImage } from './images';

/**
 * Opens the lightbox (PhotoSwipe's role) on `images` at `index`; its code loads on first use. Esc closes and focus
 * returns to the element that had it (the trigger or the image row).
 */
export function openLightbox(ctx: WidgetContext, images: GalleryImage[], index: number, title: string): void {
  const items = images.map((image) => ({
    src: image.full_src,
    alt: image.alt,
    caption: image.caption || image.title,
    width: px(image.full_src_w) || undefined,
    height: px(image.full_src_h) || undefined,
  }));
  import('./lightbox-view').then(
    (view) => view.showLightbox(ctx.widget, items, index, title),
    () => ctx.warn('the lightbox could not be loaded'),
  );
}

/**
 * Makes a server-printed trigger (`a[href="#"]` with an icon only) a labelled button that opens the lightbox
 * with the mouse, Enter or Space.
 */
export function wireTrigger(trigger: HTMLElement, ctx: WidgetContext, label: string, open: () => void): void {
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  if (!trigger.getAttribute('aria-label')) trigger.setAttribute('aria-label', label);
  ctx.listen(trigger, 'click', (e) => {
    e.preventDefault();
    open();
  });
  ctx.listen(trigger, 'keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    open();
  });
}
