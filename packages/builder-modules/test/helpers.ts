import type { Page } from '@playwright/test';
import { waitForMounted } from '../../../test/browser';

/** Serves the classic script as a loader of the ESM build, so the test sees each family chunk as its own request. */
export async function useEsmBuild(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/dist/')) requested.push(path);
  });
  await page.route('**/dist/builder-modules.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "import('/dist/esm/builder-modules.js');" }),
  );
  return requested;
}

/** Scrolls the window to `y` and waits two frames, so scroll-linked styles are up to date. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    y,
  );
}

/** The vertical translation (px) and opacity an element is rendered with now. */
export async function motionOf(page: Page, selector: string): Promise<{ ty: number; opacity: number }> {
  return page.$eval(selector, (el) => {
    const cs = getComputedStyle(el);
    const m = new DOMMatrixReadOnly(cs.transform === 'none' ? undefined : cs.transform);
    return { ty: m.m42, opacity: Number(cs.opacity) };
  });
}

/** A minimal Divi page around `sections` (markup only), with the given inline globals, loading our script. */
export function diviPage(sections: string, globals: Record<string, unknown>): string {
  const vars = Object.entries(globals).map(([k, v]) => `var ${k} = ${JSON.stringify(v)};`).join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>test</title>
<link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style-static.min.css" media="all"><link rel="stylesheet" href="/assets/divi-demo.css"><script src="/dist/builder-modules.js" defer></script></head>
<body class="page et_pb_pagebuilder_layout"><div id="page-container"><div class="et-l et-l--post"><div class="et_builder_inner_content">${sections}</div></div></div>
<script>${vars}</script></body></html>`;
}

/** Opens the theme header page (`/divi-header` unless `url` says otherwise) once the header and page-nav families are up. */
export async function openHeaderPage(page: Page, url = '/divi-header'): Promise<void> {
  await page.goto(url);
  await waitForMounted(page, 'builder-modules-theme-header');
  await waitForMounted(page, 'builder-modules-page-nav');
}

/** Page errors, without the fixture's external resources that cannot load here (no network). */
export const pageErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

/** The location hash, decoded. */
export const hash = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash));
