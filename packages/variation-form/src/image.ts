import { isSafeUrl } from '@dropins/core';
import type { Variation } from './types';

/** attribute=key of variation.image, as the original maps them; URL-valued attributes are checked before use. */
const IMG = ('src=src height=src_h width=src_w srcset=srcset sizes=sizes title=title data-caption=caption alt=alt ' +
  'data-src=full_src data-large_image=full_src data-large_image_width=full_src_w data-large_image_height=full_src_h')
  .split(' ')
  .map((pair) => pair.split('='));
const URLS = ['src', 'data-src', 'data-large_image', 'href', 'data-thumb'];

interface Parts {
  wrap: Element | null;
  img: Element | null;
  link: Element | null;
  thumb: Element | null;
}

function parts(product: ParentNode): Parts {
  const wrap = product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
  return {
    wrap,
    img: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
    thumb: product.querySelector('.flex-control-nav li img'),
  };
}

function safe(attr: string, value: string): boolean {
  if (attr === 'srcset') return value.split(',').every((c) => isSafeUrl(c.trim()));
  return !URLS.includes(attr) || isSafeUrl(value);
}

/** Sets an attribute, first keeping the server's value in `data-o_<attr>` (where the original keeps it). */
function setAttr(el: Element | null, attr: string, raw: unknown): void {
  if (!el || (typeof raw !== 'string' && typeof raw !== 'number')) return;
  const value = String(raw);
  if (!safe(attr, value)) return;
  if (!el.hasAttribute('data-o_' + attr)) el.setAttribute('data-o_' + attr, el.getAttribute(attr) ?? '');
  el.setAttribute(attr, value);
}

function resetAttr(el: Element | null, attr: string): void {
  const o = el?.getAttribute('data-o_' + attr);
  if (el && o != null) {
    if (o === '') el.removeAttribute(attr);
    else el.setAttribute(attr, o);
  }
}

/** Puts the variation's image in the main gallery slot (or restores the product's when it has none). */
export function showImage(product: ParentNode, v: Variation | null): void {
  const p = parts(product);
  const image = v?.image;
  if (!image || typeof image.src !== 'string' || image.src.length < 2) {
    resetImage(product);
    return;
  }
  for (const [attr, key] of IMG) setAttr(p.img, attr, (image as Record<string, unknown>)[key]);
  setAttr(p.wrap, 'data-thumb', image.src);
  setAttr(p.thumb, 'src', image.gallery_thumbnail_src);
  setAttr(p.link, 'href', image.full_src);
}

/** Restores the product's own image. */
export function resetImage(product: ParentNode): void {
  const p = parts(product);
  for (const [attr] of IMG) resetAttr(p.img, attr);
  resetAttr(p.wrap, 'data-thumb');
  resetAttr(p.thumb, 'src');
  resetAttr(p.link, 'href');
}
