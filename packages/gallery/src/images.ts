import { decodeEntities, isRecord } from '@dropins/core';

/**
 * One gallery image, whatever it came from: WVG's image props (variation data, wc-ajax answers), WooCommerce's
 * variation `image`, or the markup the server printed. Every value is plain text, set later as an attribute or
 * as text, never parsed as HTML.
 */
export interface GalleryImage {
  src: string;
  srcset: string;
  sizes: string;
  width: string;
  height: string;
  className: string;
  alt: string;
  title: string;
  caption: string;
  /** The large (full-size) image, its width and height. */
  full: string;
  fullWidth: number;
  fullHeight: number;
  thumb: string;
  thumbWidth: string;
  thumbHeight: string;
  thumbClass: string;
  archive: string;
  /** What the server sent, handed on in the events other plugins listen to. */
  raw: unknown;
}

/** The class WVG prints on every slide image. */
export const SLIDE_CLASS = 'wp-post-image wvg-post-image attachment-woocommerce_single size-woocommerce_single ';
const THUMB_CLASS = 'attachment-100x100 size-100x100';

/** A scalar as text (`false` and missing values are empty: WVG sends `srcset: false`). */
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
/** Titles and captions arrive HTML-escaped (`&amp;`): shown as the text they stand for. */
const plain = (v: unknown): string => decodeEntities(text(v));
const size = (v: unknown): number => {
  const n = Number(text(v));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * Reads one image-props object (WVG's 22 keys, or WooCommerce's variation `image`); null when it has no `src`.
 * @example readImage({ src: '/a-600x600.jpg', full_src: '/a.jpg', full_src_w: '1200', ... })
 */
export function readImage(raw: unknown): GalleryImage | null {
  if (!isRecord(raw) || !text(raw.src)) return null;
  const src = text(raw.src);
  const full = text(raw.full_src) || text(raw.url) || src;
  return {
    src,
    srcset: text(raw.srcset),
    sizes: text(raw.sizes),
    width: text(raw.src_w),
    height: text(raw.src_h),
    className: text(raw.class) || SLIDE_CLASS,
    alt: plain(raw.alt),
    title: plain(raw.title),
    caption: plain(raw.caption),
    full,
    fullWidth: size(raw.full_src_w),
    fullHeight: size(raw.full_src_h),
    thumb: text(raw.gallery_thumbnail_src) || src,
    thumbWidth: text(raw.gallery_thumbnail_src_w),
    thumbHeight: text(raw.gallery_thumbnail_src_h),
    thumbClass: text(raw.gallery_thumbnail_class) || THUMB_CLASS,
    archive: text(raw.archive_src) || text(raw.thumb_src),
    raw,
  };
}

/**
 * Reads a list of image props. `bad` counts the entries that were not images (skipped), so the caller can warn
 * once; `null` when the value is not a list at all.
 */
export function readImages(raw: unknown): { images: GalleryImage[]; bad: number } | null {
  if (!Array.isArray(raw)) return null;
  const images: GalleryImage[] = [];
  for (const entry of raw) {
    const image = readImage(entry);
    if (image) images.push(image);
  }
  return { images, bad: raw.length - images.length };
}

/**
 * An image as the server printed it: a slide `<img>` (WVG, or WooCommerce's with its `data-large_image*`),
 * and its thumbnail `src` when known.
 */
export function imageFromElement(img: HTMLImageElement, thumb = ''): GalleryImage {
  const a = (name: string) => img.getAttribute(name) ?? '';
  const src = a('src');
  return {
    src,
    srcset: a('srcset'),
    sizes: a('sizes'),
    width: a('width'),
    height: a('height'),
    className: a('class'),
    alt: a('alt'),
    title: decodeEntities(a('title')),
    caption: decodeEntities(a('data-caption')),
    full: a('data-large_image') || a('data-src') || src,
    fullWidth: size(a('data-large_image_width')),
    fullHeight: size(a('data-large_image_height')),
    thumb: thumb || src,
    thumbWidth: '',
    thumbHeight: '',
    thumbClass: THUMB_CLASS,
    archive: '',
    raw: null,
  };
}

/** Two lists show the same images (same sources, same order). */
export function sameImages(a: GalleryImage[], b: GalleryImage[]): boolean {
  return a.length === b.length && a.every((image, i) => image.src === b[i].src);
}
