// Helpers for the tests against the real shop of `npm run wordpress` (see playwright.wordpress.config.ts).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export interface Shop {
  url: string;
  variable: { id: number; url: string };
  threshold: { id: number; url: string };
  simple: Record<'charger' | 'case' | 'protector' | 'earbuds', number>;
  accessories: string;
  post: { id: number; url: string; comment: number };
  /** A post whose two contacts CleanTalk encodes (a mailto link and a plain address). */
  contact: string;
  storeNoticeId: string;
  /**
   * The Divi shop's builder pages (visited with the cookie `dropins_theme=divi`), and a product whose description
   * holds builder modules outside Divi's layout (Divi's modules wrapper wraps them).
   */
  divi: { showcase: string; media: string; plain: string; product: string };
  variationIds: number[];
}

const port = Number(process.env.WP_PORT ?? 8404);
export const siteDir = process.env.WP_SITE ?? join(tmpdir(), `dropins-wp-${port}`);

/** What the shop's setup created (ids and URLs), read once the web server is up. */
export function shop(): Shop {
  return JSON.parse(readFileSync(join(siteDir, 'dropins-shop.json'), 'utf8')) as Shop;
}

/** A path on the shop from one of its absolute URLs. */
export function path(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** True in the project where our plugin swaps the scripts; false where the originals print. */
export function ours(info: TestInfo): boolean {
  return info.project.name === 'dropins';
}

/** The store notice covers the consent bar's buttons: tests that are not about it start with it dismissed. */
export async function noticeDismissed(context: BrowserContext): Promise<void> {
  const s = shop();
  await context.addCookies([{ name: `store_notice${s.storeNoticeId}`, value: 'hidden', url: s.url }]);
}

/**
 * The originals' files our scripts replace on the product page, with the helper only they needed (js.cookie).
 * jQuery blockUI stays: Woo Variation Gallery depends on `wc-add-to-cart-variation`, so the alias keeps that
 * handle's own dependencies for it.
 */
export const ORIGINAL_FILES = [
  '/assets/js/frontend/add-to-cart-variation.min.js',
  '/assets/js/frontend/woocommerce.min.js',
  '/assets/js/frontend/cart-fragments.min.js',
  '/assets/js/frontend/order-attribution.min.js',
  '/assets/js/sourcebuster/sourcebuster.min.js',
  '/assets/js/js-cookie/js.cookie.min.js',
  '/gdpr-cookie-compliance/dist/scripts/main.js',
  '/woo-discount-rules/v2/Assets/Js/site_main.min.js',
  '/woo-discount-rules/v2/Assets/Js/awdr-dynamic-price.min.js',
  '/cleantalk-spam-protect/js/apbct-public-bundle_gathering.min.js',
];

/** What the page shows of our scripts: their URLs in document order, the runtimes and the widgets mounted. */
export async function dropinsOnPage(page: Page): Promise<{ scripts: string[]; runtimes: number; mounted: string[] }> {
  return page.evaluate(() => {
    const g = (window as unknown as { Dropins?: { runtimes: unknown[]; mounted(): { widget: string }[] } }).Dropins;
    return {
      scripts: [...document.scripts].map((el) => el.src).filter((src) => src.includes('/plugins/dropins/')).map((src) => new URL(src).pathname.replace(/^.*\/plugins\/dropins\//, '')),
      runtimes: g?.runtimes.length ?? 0,
      mounted: [...new Set(g?.mounted().map((m) => m.widget) ?? [])].sort(),
    };
  });
}

/** The requests of the page for our files (path inside the plugin, and the answer's status). */
export function dropinsRequests(page: Page): { file: string; status: number }[] {
  const seen: { file: string; status: number }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes('/plugins/dropins/')) seen.push({ file: url.pathname.replace(/^.*\/plugins\/dropins\//, ''), status: r.status() });
  });
  return seen;
}

/**
 * The default build on a page: every widget of `mounts` mounts; one runtime.js, printed before the widget scripts
 * that depend on it; each of `widgets` printed once from the shared-runtime build (dist/wp/), nothing else of ours;
 * one runtime on `window.Dropins`. Returns our scripts, in document order.
 */
export async function expectOneSharedRuntime(page: Page, widgets: string[], mounts: string[]): Promise<string[]> {
  await expect.poll(async () => (await dropinsOnPage(page)).mounted).toEqual(expect.arrayContaining(mounts));
  const { scripts, runtimes } = await dropinsOnPage(page);
  expect(scripts[0]).toBe('dist/wp/runtime.js');
  expect(scripts.filter((file) => file === 'dist/wp/runtime.js')).toHaveLength(1);
  expect(scripts.filter((file) => widgets.some((w) => file === `dist/wp/${w}.js`)).sort()).toEqual(widgets.map((w) => `dist/wp/${w}.js`).sort());
  expect(scripts.every((file) => file.startsWith('dist/wp/'))).toBe(true);
  expect(runtimes).toBe(1);
  return scripts;
}
