import type { GalleryImage } from './images';

/** A new element with a class, holding `children`. */
function el(tag: string, className: string, ...children: Node[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** Sets attributes from text values (empty optional ones are left out, as WVG's template leaves out `srcset`). */
function img(attrs: Record<string, string>, optional: string[]): HTMLImageElement {
  const node = document.createElement('img');
  for (const [name, value] of Object.entries(attrs)) if (value || !optional.includes(name)) node.setAttribute(name, value);
  return node;
}

/** WVG's slide: `div.wvg-gallery-image > div > div.wvg-single-gallery-image-container > img`. */
export function slideElement(image: GalleryImage): HTMLElement {
  const node = img(
    {
      loading: 'lazy',
      class: image.className,
      width: image.width,
      height: image.height,
      src: image.src,
      alt: image.alt,
      title: image.title,
      'data-caption': image.caption,
      'data-src': image.full,
      'data-large_image': image.full,
      'data-large_image_width': image.fullWidth ? String(image.fullWidth) : '',
      'data-large_image_height': image.fullHeight ? String(image.fullHeight) : '',
      srcset: image.srcset,
      sizes: image.sizes,
    },
    ['width', 'height', 'srcset', 'sizes', 'data-large_image_width', 'data-large_image_height'],
  );
  return el('div', 'wvg-gallery-image', el('div', '', el('div', 'wvg-single-gallery-image-container', node)));
}

/** WVG's thumbnail: `div.wvg-gallery-thumbnail-image > div > img`. */
export function thumbnailElement(image: GalleryImage): HTMLElement {
  const node = img(
    { class: image.thumbClass, width: image.thumbWidth, height: image.thumbHeight, src: image.thumb, alt: image.alt, title: image.title },
    ['width', 'height'],
  );
  return el('div', 'wvg-gallery-thumbnail-image', el('div', '', node));
}

/** WooCommerce's (flexslider's) thumbnail nav: `ol.flex-control-nav.flex-control-thumbs > li > img`. */
export function flexThumbs(sources: Array<{ src: string; alt: string }>): HTMLElement {
  return el(
    'ol',
    'flex-control-nav flex-control-thumbs',
    ...sources.map((s) => el('li', '', img({ src: s.src, alt: s.alt, width: '100', height: '100' }, []))),
  );
}
