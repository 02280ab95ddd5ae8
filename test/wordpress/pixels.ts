// Pixel comparison for the WordPress journeys: two screenshots of the same page or element, with our plugin and with
// the originals, compared as look.wordpress.test.ts compares them (pixelmatch, colour threshold 0.1). The images
// and the diff go to test-results-wordpress/<folder>/ so a failure can be looked at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { noticeDismissed, path, shop } from './shop';

/** Share of pixels allowed to differ (as the look journeys allow). */
export const TOLERANCE = 0.02;

/** The share of differing pixels between two PNG screenshots of equal size (written beside the diff image). */
export function differingShare(folder: string, name: string, onPng: Buffer, offPng: Buffer): { share: number; size: string; file: string } {
  const on = PNG.sync.read(onPng);
  const off = PNG.sync.read(offPng);
  const size = `${on.width}x${on.height}`;
  const dir = resolve(import.meta.dirname, '..', '..', 'test-results-wordpress', folder);
  mkdirSync(dir, { recursive: true });
  const base = name.replace(/[^a-z0-9]+/gi, '-');
  const file = `test-results-wordpress/${folder}/${base}`;
  writeFileSync(resolve(dir, `${base}.on.png`), onPng);
  writeFileSync(resolve(dir, `${base}.off.png`), offPng);
  if (size !== `${off.width}x${off.height}`) return { share: 1, size: `${size} vs ${off.width}x${off.height}`, file };
  const diff = new PNG({ width: on.width, height: on.height });
  const differing = pixelmatch(on.data, off.data, diff.data, on.width, on.height, { threshold: 0.1 });
  writeFileSync(resolve(dir, `${base}.diff.png`), PNG.sync.write(diff));
  return { share: differing / (on.width * on.height), size, file };
}

export interface FirstScreenOptions {
  /** The viewport width: 1280 (800 tall) or a phone's (844 tall). Default 1280. */
  width?: number;
  /** The visitor's cookies (`dropins=off` for the originals, `dropins_theme=divi`, ...). */
  cookies?: ReadonlyArray<{ name: string; value: string }>;
  /** The consent bar must show (`true`), or is waited for only where the page prints it (`false`). Default true. */
  bar?: boolean;
}

/**
 * The first screen of a shop page in its main state, in a context of its own: loaded, the network quiet, the mini-cart
 * filled, the consent bar shown and faded in (the originals show it a moment after load), the fonts ready.
 */
export async function firstScreen(browser: Browser, url: string, { width = 1280, cookies = [], bar = true }: FirstScreenOptions = {}): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, reducedMotion: 'reduce' });
  await noticeDismissed(context);
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: shop().url })));
  const page = await context.newPage();
  await page.goto(path(url), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.dropins-test-mini-cart .widget_shopping_cart_content')).not.toBeEmpty();
  const info = page.locator('#moove_gdpr_cookie_info_bar');
  if (bar || (await info.count())) {
    await expect(info).toBeVisible();
    await expect.poll(() => info.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  }
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  return png;
}
