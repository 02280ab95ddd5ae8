import { lightboxSkin, showPageLightbox, type LightboxItem } from '@dropins/core/ui';

/** PhotoSwipe's default skin in outline: the image on black, full screen, its caption and counter below. */
const CSS =
  '.dropins-modal.dropins-gallery-lightbox{box-sizing:border-box;width:100vw;height:100vh;max-width:none;max-height:none;border-radius:0;background:#000;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;padding:2.75rem 1rem 1rem}' +
  '.dropins-gallery-lightbox img{max-height:calc(100vh - 8rem)!important;width:auto;object-fit:contain;touch-action:pan-y}' +
  '.dropins-gallery-lightbox figcaption{text-align:center;font-size:13px;color:#ccc;padding:.5rem}' +
  '.dropins-gallery-lightbox .dropins-lightbox__nav button,.dropins-gallery-lightbox .dropins-modal__close{color:#fff;background:none;border:0;font-size:2rem;min-width:44px;min-height:44px;cursor:pointer}';

/** Shows the gallery's images in the page's lightbox, in PhotoSwipe's look (this module loads on first use). */
export function showLightbox(widget: string, items: LightboxItem[], start: number, title: string): void {
  showPageLightbox({ widget, items, start, title, skin: lightboxSkin, className: 'dropins-gallery-lightbox', css: CSS });
}
