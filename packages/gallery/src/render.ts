import type { GalleryImage, ImageKey } from './images';
import { docCreate } from '@dropins/core';

/** Which image prop each attribute of WVG's slide `<img>` shows (its `wp.template`'s order). */
const SLIDE: Record<string, ImageKey> = {
  class: 'class',
  width: 'src_w',
  height: 'src_h',
  src: 'src',
  alt: 'alt',
  title: 'title',
  'data-caption': 'caption',
  'data-src': 'full_src',
  'data-large_image': 'full_src',
  'data-large_image_width': 'full_src_w',
  'data-large_image_height': 'full_src_h',
  srcset: 'srcset',
  sizes: 'sizes',
};
const THUMB: Record<string, ImageKey> = {
  class: 'gallery_thumbnail_class',
  width: 'gallery_thumbnail_src_w',
  height: 'gallery_thumbnail_src_h',
  src: 'gallery_thumbnail_src',
  alt: 'alt',
  title: 'title',
};
/** Left out when empty, as WVG's template leaves out `srcset`; the others are always written. */
const OPTIONAL = ['width', 'height', 'srcset', 'sizes', 'data-large_image_width', 'data-large_image_height'];

/** A new element with a class, holding `children`. */
function el(tag: string, className: string, ...children: Node[]): HTMLElement {
  const node = docCreate(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** An `<img>` with the attributes `map` takes from `image`, set as text. */
function img(image: GalleryImage, map: Record<string, ImageKey>): HTMLImageElement {
  const node = docCreate('img');
  for (const [name, key] of Object.entries(map)) if (image[key] || !OPTIONAL.includes(name)) node.setAttribute(name, image[key]);
  return node;
}

/** WVG's slide: `div.wvg-gallery-image > div > div.wvg-single-gallery-image-container > img[loading=lazy]`. */
export function slideElement(image: GalleryImage): HTMLElement {
  const node = img(image, SLIDE);
  node.loading = 'lazy';
  return el('div', 'wvg-gallery-image', el('div', '', el('div', 'wvg-single-gallery-image-container', node)));
}

/** WVG's thumbnail: `div.wvg-gallery-thumbnail-image > div > img`. */
export function thumbnailElement(image: GalleryImage): HTMLElement {
  return el('div', 'wvg-gallery-thumbnail-image', el('div', '', img(image, THUMB)));
}

/** WooCommerce's (flexslider's) thumbnail nav: `ol.flex-control-nav.flex-control-thumbs > li > img`. */
export function flexThumbs(sources: Array<{ src: string; alt: string }>): HTMLElement {
  return el(
    'ol',
    'flex-control-nav flex-control-thumbs',
    ...sources.map((s) => {
      const node = docCreate('img');
      Object.assign(node, { src: s.src, alt: s.alt, width: 100, height: 100 });
      return el('li', '', node);
    }),
  );
}
