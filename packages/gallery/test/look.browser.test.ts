// Look parity with the ORIGINAL scripts' screenshots (../shared/fixtures/{woo-variation-gallery,woocommerce}/look/),
// same pages, stylesheets, viewports and states. Tolerances and the deliberate differences: packages/gallery/README.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect, waitForMounted } from '../../../test/browser';
import { compareWithLook, LOOK_TOLERANCE } from '../../../test/look';
import { sharedDir } from '../../../test/shared';

/** The crops (`*.gallery.png`) start at the page's top left; their size is the reference's. */
function crop(plugin: string, file: string) {
  const png = PNG.sync.read(readFileSync(resolve(sharedDir(), 'fixtures', plugin, 'look', file)));
  return { x: 0, y: 0, width: png.width, height: png.height };
}

async function settle(page: Page): Promise<void> {
  await page.mouse.move(1, 799);
  await expect(page.locator('.loading-gallery')).toHaveCount(0);
  await page.evaluate(async () => {
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    // Smooth scrolls have ended: no element's scroll position moved for three frames in a row.
    const positions = () => Array.from(document.querySelectorAll('*'), (el) => `${el.scrollLeft},${el.scrollTop}`).join(' ');
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let last = positions(), still = 0; still < 3; ) {
      await frame();
      const now = positions();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

async function coral(page: Page): Promise<void> {
  await page.selectOption('#pa_colour', 'coral');
  await page.selectOption('#pa_model', 'aero-12');
  await expect(page.locator('.woo-variation-gallery-slider > .wvg-gallery-image')).toHaveCount(5);
}

interface Case {
  /** The references of this page state: a full window and/or a crop (`*.gallery.png`), with their tolerance. */
  files: Array<{ file: string; maxDiff?: number }>;
  plugin: string;
  path: string;
  viewport: { width: number; height: number };
  state?: (page: Page) => Promise<void>;
}

const WVG = 'woo-variation-gallery';
// One test per page state: the states that two references show are loaded once and compared with both.
const CASES: Case[] = [
  { files: [{ file: 'wvg-default-1280x800.png' }, { file: 'wvg-default-1280x800.gallery.png' }], plugin: WVG, path: '/aero-case', viewport: { width: 1280, height: 800 } },
  { files: [{ file: 'wvg-default-390x844.png' }], plugin: WVG, path: '/aero-case', viewport: { width: 390, height: 844 } },
  // The thumbnail strip: slick's centerMode puts the current thumbnail in the third column; ours starts at the first.
  { files: [{ file: 'wvg-coral-1280x800.gallery.png', maxDiff: 0.16 }], plugin: WVG, path: '/aero-case', viewport: { width: 1280, height: 800 }, state: coral },
  { files: [{ file: 'wvg-left-thumbnails-default-1280x800.gallery.png' }], plugin: WVG, path: '/aero-case-left', viewport: { width: 1280, height: 800 } },
  { files: [{ file: 'wvg-left-thumbnails-coral-1280x800.gallery.png' }], plugin: WVG, path: '/aero-case-left', viewport: { width: 1280, height: 800 }, state: coral },
  { files: [{ file: 'wvg-left-thumbnails-coral-700x900.gallery.png' }], plugin: WVG, path: '/aero-case-left', viewport: { width: 700, height: 900 }, state: coral },
  { files: [{ file: 'wc-gallery-default-1280x800.png' }, { file: 'wc-gallery-default-1280x800.gallery.png' }], plugin: 'woocommerce', path: '/aero-case-wc', viewport: { width: 1280, height: 800 } },
  {
    files: [{ file: 'wc-gallery-thumb2-1280x800.gallery.png' }],
    plugin: 'woocommerce',
    path: '/aero-case-wc',
    viewport: { width: 1280, height: 800 },
    state: async (page) => page.locator('.flex-control-thumbs li img').nth(1).click(),
  },
];

for (const c of CASES) {
  test(`looks like the original: ${c.files.map(({ file }) => `${c.plugin}/look/${file}`).join(', ')}`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    await page.goto(c.path);
    await waitForMounted(page, 'gallery');
    await c.state?.(page);
    await settle(page);
    for (const { file, maxDiff } of c.files) {
      const clip = file.endsWith('.gallery.png') ? crop(c.plugin, file) : undefined;
      const { ratio, diffFile } = await compareWithLook(page, c.plugin, file, { clip });
      console.log(`${file}: ${(ratio * 100).toFixed(2)} % of pixels differ (${diffFile})`);
      expect.soft(ratio, file).toBeLessThanOrEqual(maxDiff ?? LOOK_TOLERANCE);
    }
  });
}
