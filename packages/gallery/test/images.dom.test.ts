import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageFromElement, readImage, readImages, sameImages } from '../src/images';
import { sharedDir } from '../../../test/shared';

const ajax = (name: string): unknown => JSON.parse(readFileSync(resolve(sharedDir(), 'fixtures/woo-variation-gallery/ajax', name), 'utf8'));

describe('readImage', () => {
  const list = ajax('wvg.get_variation_gallery.aero-case.json') as Record<string, unknown>[];

  it("reads WVG's image props: sizes, the large image and the thumbnail", () => {
    const image = readImage(list[0]);
    expect(image).toMatchObject({
      src: 'https://shop.example.test/wp-content/uploads/2026/03/graphite-600x600.jpg',
      src_w: '600',
      src_h: '600',
      full_src: 'https://shop.example.test/wp-content/uploads/2026/03/graphite.jpg',
      full_src_w: '1200',
      full_src_h: '1200',
      gallery_thumbnail_src: 'https://shop.example.test/wp-content/uploads/2026/03/graphite-100x100.jpg',
      gallery_thumbnail_class: 'attachment-100x100 size-100x100',
      archive_src: 'https://shop.example.test/wp-content/uploads/2026/03/graphite-300x300.jpg',
    });
    expect(image?.raw).toBe(list[0]);
  });

  it('shows escaped titles and captions as the text they stand for', () => {
    const strap = list.map(readImage).find((i) => i?.caption.includes('strap'));
    expect(strap?.caption).toBe('Wrist strap & clip');
  });

  it('treats `srcset: false` as no srcset, and needs a src', () => {
    expect(readImage({ src: '/a.jpg', srcset: false, sizes: false })).toMatchObject({ srcset: '', sizes: '', full_src: '/a.jpg', gallery_thumbnail_src: '/a.jpg' });
    expect(readImage({ src: '' })).toBeNull();
    expect(readImage({ title: 'no source' })).toBeNull();
    expect(readImage('<img>')).toBeNull();
  });

  it("reads WooCommerce's variation image (thumb_src as the archive size)", () => {
    const image = readImage({ src: '/c-600x600.jpg', full_src: '/c.jpg', full_src_w: 1200, full_src_h: 1200, gallery_thumbnail_src: '/c-100x100.jpg', thumb_src: '/c-300x300.jpg', alt: 'Coral' });
    expect(image).toMatchObject({ full_src: '/c.jpg', full_src_w: '1200', gallery_thumbnail_src: '/c-100x100.jpg', archive_src: '/c-300x300.jpg', alt: 'Coral' });
  });

  it('keeps markup in server strings as text', () => {
    const image = readImage({ src: '/x.jpg', alt: '<img src=x onerror=alert(1)>', caption: '&lt;b&gt;bold&lt;/b&gt;' });
    expect(image?.alt).toBe('<img src=x onerror=alert(1)>');
    expect(image?.caption).toBe('<b>bold</b>');
  });
});

describe('readImages', () => {
  it('reads a list, counting entries that are not images', () => {
    const read = readImages([{ src: '/a.jpg' }, null, 'x', { src: '/b.jpg' }]);
    expect(read?.images.map((i) => i.src)).toEqual(['/a.jpg', '/b.jpg']);
    expect(read?.bad).toBe(2);
  });

  it('gives null for anything but a list (false answers, HTML, objects)', () => {
    expect(readImages(false)).toBeNull();
    expect(readImages('<!doctype html>')).toBeNull();
    expect(readImages({ 0: { src: '/a.jpg' } })).toBeNull();
  });

  it('reads both fixture answers in full', () => {
    expect(readImages(ajax('wvg.get_default_gallery.aero-case.json'))).toMatchObject({ bad: 0, images: { length: 2 } });
    expect(readImages(ajax('wvg.get_variation_gallery.aero-case.json'))).toMatchObject({ bad: 0, images: { length: 16 } });
  });
});

describe('imageFromElement', () => {
  it('reads a printed slide image, decoding the double-encoded caption', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<img width="600" height="600" src="/s-600x600.jpg" alt="A &#039;case&#039;" title="s" data-caption="Wrist strap &amp;amp; clip" data-large_image="/s.jpg" data-large_image_width="1200" data-large_image_height="900" srcset="/s-600x600.jpg 600w" sizes="(max-width: 600px) 100vw, 600px">';
    const image = imageFromElement(host.querySelector('img') as HTMLImageElement, '/s-100x100.jpg');
    expect(image).toMatchObject({ src: '/s-600x600.jpg', alt: "A 'case'", caption: 'Wrist strap & clip', full_src: '/s.jpg', full_src_w: '1200', full_src_h: '900', gallery_thumbnail_src: '/s-100x100.jpg' });
  });
});

describe('sameImages', () => {
  it('needs a printed source', () => {
    expect(imageFromElement(document.createElement('img'))).toBeNull();
  });

  it('compares sources in order', () => {
    const [a, b] = [readImage({ src: '/a.jpg' }), readImage({ src: '/b.jpg' })].map((i) => i as NonNullable<typeof i>);
    expect(sameImages([a, b], [readImage({ src: '/a.jpg' }) as typeof a, b])).toBe(true);
    expect(sameImages([a, b], [b, a])).toBe(false);
    expect(sameImages([a], [a, b])).toBe(false);
  });
});
