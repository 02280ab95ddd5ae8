// Pixel comparison for the WordPress journeys: two screenshots of the same page or element, with our plugin and with
// the originals, compared as look.wordpress.test.ts compares them (pixelmatch, colour threshold 0.1). The images
// and the diff go to test-results-wordpress/<folder>/ so a failure can be looked at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Share of pixels allowed to differ (as the look journeys allow). */
export const TOLERANCE = 0.02;

/** The share of differing pixels between two PNG screenshots of equal size (written beside the diff image). */
export function differingShare(folder: string, name: string, onPng: Buffer, offPng: Buffer): { share: number; size: string; file: string } {
  const on = PNG.sync.read(onPng);
  const off = PNG.sync.read(offPng);
  const size = `${on.width}x${on.height}`;
  const dir = resolve(import.meta.dirname, '..', '..', 'test-results-wordpress', folder);
  mkdirSync(dir, { recursive: true });
  const file = name.replace(/[^a-z0-9]+/gi, '-');
  writeFileSync(resolve(dir, `${file}.on.png`), onPng);
  writeFileSync(resolve(dir, `${file}.off.png`), offPng);
  if (size !== `${off.width}x${off.height}`) return { share: 1, size: `${size} vs ${off.width}x${off.height}`, file };
  const diff = new PNG({ width: on.width, height: on.height });
  const differing = pixelmatch(on.data, off.data, diff.data, on.width, on.height, { threshold: 0.1 });
  writeFileSync(resolve(dir, `${file}.diff.png`), PNG.sync.write(diff));
  return { share: differing / (on.width * on.height), size, file: `test-results-wordpress/${folder}/${file}` };
}
