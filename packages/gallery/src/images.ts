import { isRecord, textOf } from '@dropins/core';
import { decodeEntities, httpUrl } from '@dropins/core/safety';

/**
 * The image props the gallery uses, under WVG's names (WooCommerce's variation `image` uses the same ones).
 * Every value is plain text, set later as an attribute or as text, never parsed as HTML.
 */
const KEYS = [
  'src',
  'srcset',
  'sizes',
  'src_w',
  'src_h',
  'class',
  'alt',
  'title',
  'caption',
  'full_src',
  'full_src_w',
  'full_src_h',
  'gallery_thumbnail_src',
  'gallery_thumbnail_src_w',
  'gallery_thumbnail_src_h',
  'gallery_thumbnail_class',
  'archive_src',
] as const;
/** Titles, captions and alt texts may arrive HTML-escaped (`&amp;`): shown as the text they stand for. */
const ESCAPED = ['alt', 'title', 'caption'];

export type ImageKey = (typeof KEYS)[number];

/** One gallery image: WVG's image props as text, and what the server sent (handed on in events). */
export type GalleryImage = Record<ImageKey, string> & { raw: unknown };

/** The class WVG prints on every slide image, and on its thumbnails. */
const SLIDE_CLASS = 'wp-post-image wvg-post-image attachment-woocommerce_single size-woocommerce_single ';
const THUMB_CLASS = 'attachment-100x100 size-100x100';

/** A scalar as text (`false` and missing values are empty: WVG sends `srcset: false`). */

/** Image addresses: only http(s) or relative ones are kept (a `javascript:` or `data:` one reads as missing). */
const URL_KEYS: ReadonlySet<string> = new Set(['src', 'full_src', 'gallery_thumbnail_src', 'archive_src']);
const safeUrl = (v: string): string => (v && httpUrl(v) ? v : '');
const safeSrcset = (v: string): string => (v.split(',').every((c) => !c.trim() || httpUrl(c.trim().split(/\s+/)[0])) ? v : '');

/** A pixel size of an image (`full_src_w` …) as a number, 0 when unknown. */
export function px(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Reads one image-props object (WVG's, or WooCommerce's variation `image`); null when it has no `src`.
 * Missing sizes fall back: the large image to `url` or `src`, the thumbnail to `src`, the archive size to `thumb_src`.
 * @example readImage({ src: '/a-600x600.jpg', full_src: '/a.jpg', full_src_w: '1200', ... })
 */
export function readImage(raw: unknown): GalleryImage | null {
  if (!isRecord(raw) || !safeUrl(textOf(raw.src))) return null;
  const image = { raw } as GalleryImage;
  for (const key of KEYS) {
    const value = textOf(raw[key]);
    image[key] = ESCAPED.includes(key) ? decodeEntities(value) : URL_KEYS.has(key) ? safeUrl(value) : key === 'srcset' ? safeSrcset(value) : value;
  }
  image.full_src ||= safeUrl(textOf(raw.url)) || image.src;
  image.gallery_thumbnail_src ||= image.src;
  image.archive_src ||= safeUrl(textOf(raw.thumb_src));
  image.class ||= SLIDE_CLASS;
  image.gallery_thumbnail_class ||= THUMB_CLASS;
  return image;
}

/**
 * Reads a list of image props. `bad` counts the entries that were not images (skipped), so the caller can warn
 * once; `null` when the value is not a list at all.
 */
export function readImages(raw: unknown): { images: GalleryImage[]; bad: number } | null {
  if (!Array.isArray(raw)) return null;
  const images = raw.map(readImage).filter((image): image is GalleryImage => !!image);
  return { images, bad: raw.length - images.length };
}

/**
 * An image as the server printed it: a slide `<img>` (WVG's, or WooCommerce's with its `data-large_image*`), and
 * its thumbnail's `src` when known; null without a `src`.
 */
export function imageFromElement(img: HTMLImageElement, thumb = ''): GalleryImage | null {
  const a = (name: string) => img.getAttribute(name) ?? '';
  return readImage({
    src: a('src'),
    srcset: a('srcset'),
    sizes: a('sizes'),
    src_w: a('width'),
    src_h: a('height'),
    class: a('class'),
    alt: a('alt'),
    title: a('title'),
    caption: a('data-caption'),
    full_src: a('data-large_image') || a('data-src'),
    full_src_w: a('data-large_image_width'),
    full_src_h: a('data-large_image_height'),
    gallery_thumbnail_src: thumb,
  });
}

/** Two lists show the same images (same sources, same order). */
export function sameImages(a: GalleryImage[], b: GalleryImage[]): boolean {
  return a.length === b.length && a.every((image, i) => image.src === b[i].src);
}
