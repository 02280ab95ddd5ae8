import type { WidgetContext } from '@dropins/core';
import { imageFromElement, px } from './images';
import type { ZoomLens } from './zoom-view';

/**
 * Zoom on hover: over the main image, its large image shown magnified inside the slide, only when the large
 * image is wider than the gallery, and always the large image of the slide in view now (read from its markup at
 * each hover). The lens code loads on first use.
 * @returns `reset`, for slide changes and gallery swaps.
 */
export function mountZoom(area: HTMLElement, ctx: WidgetContext, slide: () => HTMLElement | null, galleryWidth: () => number): () => void {
  let lens: ZoomLens | null = null;
  let hovering = 0;
  const reset = () => {
    hovering++;
    lens?.remove();
    lens = null;
  };
  ctx.listen(area, 'pointerenter', (e) => {
    reset();
    const container = slide();
    const img = container?.querySelector('img');
    if (e.pointerType === 'touch' || !container || !img) return;
    const large = imageFromElement(img);
    if (!large || px(large.full_src_w) <= galleryWidth()) return;
    const mine = hovering;
    import('./zoom-view').then(
      (view) => {
        if (mine !== hovering) return;
        lens = view.attachLens(container, large);
        lens.move(e.clientX, e.clientY);
      },
      () => ctx.warn('the zoom could not be loaded'),
    );
  });
  ctx.listen(area, 'pointermove', (e) => lens?.move(e.clientX, e.clientY));
  ctx.listen(area, 'pointerleave', reset);
  ctx.signal.addEventListener('abort', reset);
  return reset;
}
