import { docProp, type WidgetContext } from '@dropins/core';
import { whenIdle } from '@dropins/core/dom';
import type { GalleryImage } from './images';

const IDLE_TIMEOUT = 3000;

/**
 * Fetches every size of the variation images once (src with its srcset, thumbnail, full, archive), after the
 * page's `load` and at idle time, at low priority: never competing with the page's own first images.
 */
export function preloadImages(ctx: WidgetContext, images: GalleryImage[]): void {
  const held: HTMLImageElement[] = [];
  const fetchAll = () => {
    const seen = new Set<string>();
    for (const image of images) {
      for (const [src, srcset = '', sizes = ''] of [[image.src, image.srcset, image.sizes], [image.gallery_thumbnail_src], [image.full_src], [image.archive_src]]) {
        if (!src || seen.has(src + srcset)) continue;
        seen.add(src + srcset);
        const img = new Image();
        img.fetchPriority = 'low';
        img.decoding = 'async';
        if (srcset) {
          img.sizes = sizes;
          img.srcset = srcset;
        }
        img.src = src;
        held.push(img);
      }
    }
  };
  const start = () => {
    if (ctx.signal.aborted) return;
    whenIdle(ctx, fetchAll, IDLE_TIMEOUT);
  };
  ctx.signal.addEventListener('abort', () => {
    held.length = 0;
  });
  if (docProp('readyState') === 'complete') start();
  else ctx.listen(window, 'load', start, { once: true });
}
