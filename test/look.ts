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
}

export interface LookResult {
  /** Share of differing pixels, 0..1. */
  ratio: number;
  /** Where the diff image was written (red = differing pixel). */
  diffFile: string;
}

/** The written actual and diff images are for a person to open: fast to encode (no row filters, light deflate), ~3x sooner. */
const FAST_PNG = { filterType: 0, deflateLevel: 1 };

/** Compares the page (viewport, or `clip`) with `fixtures/<plugin>/look/<file>`; writes the diff to test-results/look/. */
export async function compareWithLook(page: Page, plugin: string, file: string, options: LookOptions = {}): Promise<LookResult> {
  const expected = PNG.sync.read(readFileSync(resolve(sharedDir(), 'fixtures', plugin, 'look', file)));
  const actual = PNG.sync.read(await page.screenshot({ clip: options.clip, animations: 'disabled', caret: 'hide' }));
  const outDir = resolve(import.meta.dirname, '..', 'test-results', 'look');
  mkdirSync(outDir, { recursive: true });
  const name = `${plugin}-${file.replace(/\.png$/, '')}`;
  writeFileSync(resolve(outDir, `${name}.actual.png`), PNG.sync.write(actual, FAST_PNG));
  const diffFile = resolve(outDir, `${name}.diff.png`);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(`${file}: the reference is ${expected.width}x${expected.height}, the page ${actual.width}x${actual.height}`);
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: options.threshold ?? 0.1,
  });
  writeFileSync(diffFile, PNG.sync.write(diff, FAST_PNG));
  return { ratio: differing / (expected.width * expected.height), diffFile };
}

/** The default share of differing pixels a look comparison allows. */
export const LOOK_TOLERANCE = 0.02;
