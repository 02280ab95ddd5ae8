// Screenshot comparison against ../shared/fixtures/<plugin>/look/: the ORIGINAL plugin scripts on the same fixture
// markup with the same stylesheets. A page state "looks like" the original when at most `maxDiff` of its pixels differ
// (pixelmatch, per-pixel colour threshold `threshold`). The tolerance and the differences we make on purpose are listed
// in the README ("Look parity").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { sharedDir } from './shared';

export interface LookOptions {
  /** Only this part of the page (CSS pixels), for the `.crop.png` / `.gallery.png` references. */
  clip?: { x: number; y: number; width: number; height: number };
  /** Share of pixels allowed to differ, 0..1. Default 0.02 (2 %). */
  maxDiff?: number;
  /** pixelmatch's per-pixel colour distance, 0..1. Default 0.1 (anti-aliasing and font hinting pass). */
  threshold?: number;
  /** The whole page (for the `*-fullpage-*.png` references). A page of another height than the reference is compared
   * on the larger canvas: every pixel only one of the two has counts as differing. */
  fullPage?: boolean;
}

export interface LookResult {
  /** Share of differing pixels, 0..1. */
  ratio: number;
  /** Where the diff image was written (red = differing pixel). */
  diffFile: string;
}

/** Compares the page (viewport, or `clip`) with `fixtures/<plugin>/look/<file>`; writes the diff to test-results/look/. */
export async function compareWithLook(page: Page, plugin: string, file: string, options: LookOptions = {}): Promise<LookResult> {
  let expected: PNG = PNG.sync.read(readFileSync(resolve(sharedDir(), 'fixtures', plugin, 'look', file)));
  let actual: PNG = PNG.sync.read(await page.screenshot({ clip: options.clip, fullPage: options.fullPage, animations: 'disabled', caret: 'hide' }));
  const outDir = resolve(import.meta.dirname, '..', 'test-results', 'look');
  mkdirSync(outDir, { recursive: true });
  const name = `${plugin}-${file.replace(/\.png$/, '')}`;
  writeFileSync(resolve(outDir, `${name}.actual.png`), PNG.sync.write(actual));
  const diffFile = resolve(outDir, `${name}.diff.png`);
  if (options.fullPage && expected.width === actual.width && expected.height !== actual.height) {
    const height = Math.max(expected.height, actual.height);
    [expected, actual] = [padTo(expected, height), padTo(actual, height)];
  }
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(`${file}: the reference is ${expected.width}x${expected.height}, the page ${actual.width}x${actual.height}`);
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: options.threshold ?? 0.1,
  });
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { ratio: differing / (expected.width * expected.height), diffFile };
}

/** `png` on a canvas `height` px tall; the added rows are opaque magenta (no page of ours paints it). */
function padTo(png: PNG, height: number): PNG {
  if (png.height === height) return png;
  const out = new PNG({ width: png.width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  png.data.copy(out.data, 0, 0, png.data.length);
  return out;
}

/** The default share of differing pixels a look comparison allows. */
export const LOOK_TOLERANCE = 0.02;
