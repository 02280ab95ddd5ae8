import { px, type GalleryImage } from './images';
import { docCreate } from '@dropins/core';

/** What the lens gives back to zoom.ts: follow the pointer, and go away. */
export interface ZoomLens {
  move(x: number, y: number): void;
  remove(): void;
}

/**
 * jquery.zoom's picture: `img.zoomImg` (the plugins' CSS knows the class) at the large image's own size inside
 * the slide, moved so that the point under the pointer shows. Decorative: hidden from assistive technology.
 */
export function attachLens(container: HTMLElement, image: GalleryImage): ZoomLens {
  const img = docCreate('img');
  img.className = 'zoomImg';
  img.alt = '';
  img.setAttribute('aria-hidden', 'true');
  const width = px(image.full_src_w);
  img.src = image.full_src;
  img.style.cssText = `position:absolute;top:0;left:0;opacity:1;width:${width}px;height:${px(image.full_src_h) || width}px;max-width:none;max-height:none;border:none;pointer-events:none`;
  const before = container.style.cssText;
  container.style.position = 'relative';
  container.style.overflow = 'hidden';
  container.append(img);
  return {
    move(x, y) {
      const box = container.getBoundingClientRect();
      const px = Math.min(Math.max(x - box.left, 0), box.width);
      const py = Math.min(Math.max(y - box.top, 0), box.height);
      img.style.left = `${-px * ((img.offsetWidth - box.width) / box.width)}px`;
      img.style.top = `${-py * ((img.offsetHeight - box.height) / box.height)}px`;
    },
    remove() {
      img.remove();
      container.style.cssText = before;
    },
  };
}
