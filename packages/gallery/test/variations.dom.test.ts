import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readImage, readImages, type GalleryImage } from '../src/images';
import { formVariations, variationImages } from '../src/variations';
import { sharedDir } from '../../../test/shared';

const fixture = (name: string) => readFileSync(resolve(sharedDir(), 'fixtures/woo-variation-gallery', name), 'utf8');
const variations = JSON.parse(fixture('product-page.wvg.variations.json')) as Array<Record<string, unknown>>;
const product = readImages(JSON.parse(fixture('ajax/wvg.get_default_gallery.aero-case.json')))?.images as GalleryImage[];
const srcs = (list: GalleryImage[]) => list.map((i) => i.src.split('/').pop());

function form(attr: string | null): HTMLFormElement {
  const f = document.createElement('form');
  if (attr !== null) f.setAttribute('data-product_variations', attr);
  return f;
}

describe('variationImages', () => {
  const none = () => [];

  it("shows the variation's own WVG gallery (coral: 5 images)", () => {
    const coral = variations.find((v) => v.variation_id === 5312);
    expect(srcs(variationImages(coral, none, product))).toEqual(['coral-600x600.jpg', 'coral-2-600x600.jpg', 'coral-3-600x600.jpg', 'coral-4-600x600.jpg', 'coral-5-600x600.jpg']);
  });

  it('finds the gallery in the form data when the event carries a variation without it', () => {
    const { variation_gallery_images: _, ...bare } = variations[0];
    expect(variationImages(bare, () => variations, product)).toHaveLength(3);
  });

  it('falls back to the variation image followed by the product gallery', () => {
    const image = { src: '/sand-600x600.jpg', full_src: '/sand.jpg' };
    expect(srcs(variationImages({ variation_id: 99, image }, none, product))).toEqual(['sand-600x600.jpg', 'aero-case-2-600x600.jpg']);
  });

  it('gives nothing (the caller keeps a usable gallery) for an empty list and no image', () => {
    expect(variationImages({ variation_id: 1, variation_gallery_images: [] }, none, product)).toEqual([]);
    expect(variationImages('not a variation', none, product)).toEqual([]);
  });
});

describe('formVariations', () => {
  it('reads the JSON attribute once', () => {
    const f = form(JSON.stringify(variations));
    const read = formVariations(f, vi.fn());
    expect(read()).toHaveLength(4);
    f.setAttribute('data-product_variations', '[]');
    expect(read()).toHaveLength(4);
  });

  it('treats `false` (variations asked from the server) and a missing attribute as none, silently', () => {
    const warn = vi.fn();
    expect(formVariations(form('false'), warn)()).toEqual([]);
    expect(formVariations(form(null), warn)()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once about malformed JSON', () => {
    const warn = vi.fn();
    const read = formVariations(form('[{"variation_id":'), warn);
    expect(read()).toEqual([]);
    expect(read()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('readImage on the page data', () => {
  it('reads every variation gallery entry of the fixture', () => {
    const entries = variations.flatMap((v) => v.variation_gallery_images as unknown[]);
    expect(entries.map(readImage).every(Boolean)).toBe(true);
  });
});
