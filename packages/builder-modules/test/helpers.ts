import type { Page } from '@playwright/test';
import { expect, waitForMounted } from '../../../test/browser';

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

/** Scrolls `selector` to the middle of the window (counts as "in view" for the shared observer). */
export async function bringIntoView(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
}

/** Waits for the page's finite animations (fades) to end, so axe reads final colours. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The pager's visible entries (`prev`, page numbers, `next`) and the active page. */
export const pagerOf = (page: Page, box: string) =>
  page.$eval(box, (el) => ({
    visible: Array.from(el.querySelectorAll('li'))
      .filter((li: HTMLElement) => li.style.display !== 'none')
      .map((li) => li.querySelector('a')?.getAttribute('data-page')),
    active: el.querySelector('a.active')?.getAttribute('data-page'),
  }));

/**
 * Opens `path` with the page clock installed and paused before the page's first script, then moves the clock on in
 * 100 ms steps until `count` of `widget` have mounted. After `install()` alone the clock also flows with real time,
 * so on a loaded machine a slider could rotate before the test looks; paused, time moves only when a test says.
 */
export async function openOnPausedClock(page: Page, path: string, widget: string, count = 1): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  const mounted = () => page.evaluate((w) => window.Dropins?.mounted().filter((m) => m.widget === w).length ?? 0, widget);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return mounted();
    })
    .toBeGreaterThanOrEqual(count);
}
