// Shared helpers for *.browser.test.ts: every page is watched for console errors and uncaught exceptions,
// and `expectNoAxeViolations` runs axe-core on the current page.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface PageWatch {
  errors: string[];
  warnings: string[];
}

export const test = base.extend<{ watch: PageWatch }>({
  watch: async ({ page }, use) => {
    const watch: PageWatch = { errors: [], warnings: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error') watch.errors.push(msg.text());
      if (msg.type() === 'warning') watch.warnings.push(msg.text());
    });
    page.on('pageerror', (err) => watch.errors.push(`pageerror: ${err.message}`));
    await use(watch);
  },
});

export { expect };

/** An axe finding that is not ours (the theme's design, WordPress content): its rule, on elements inside `selector`. */
export interface AxeNotOurs {
  rule: string;
  selector: string;
  /** Why it is not ours (kept beside the entry for the reader and the README). */
  why: string;
}

/** The same, named by the exact targets axe reports (for a node no selector names alone). */
export interface NotOurs {
  rule: string;
  targets: string[];
}

/**
 * Fails with the list of axe-core violations on the page (or inside `include`), leaving out only the findings listed
 * in `notOurs`: that rule on an element inside that selector, or that rule on exactly those targets. Every other node
 * of the same rule still fails.
 */
export async function expectNoAxeViolations(page: Page, include?: string, notOurs: ReadonlyArray<AxeNotOurs | NotOurs> = []): Promise<void> {
  // Legacy mode runs axe in the page's own frames and merges there, instead of opening a second page to merge the
  // frames' partial results: the same rules and findings, in about 60 % of the time on these pages.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  // Full paths from the root: a short target can be ambiguous (`:root` for a link whose ids are repeated).
  if (notOurs.length) builder = builder.options({ ancestry: true });
  const results = await builder.analyze();
  const summary: string[] = [];
  for (const v of results.violations) {
    const entries = notOurs.filter((n) => n.rule === v.id);
    const skip = entries.flatMap((n) => ('selector' in n ? [n.selector] : []));
    const targets = entries.flatMap((n) => ('targets' in n ? n.targets : []));
    const paths = v.nodes.map((n) => String(n.ancestry?.at(-1) ?? n.target.at(-1)));
    const inside = skip.length
      ? await page.evaluate(
          ([all, selectors]) => all.map((path) => selectors.some((s) => !!document.querySelector(path)?.closest(s))),
          [paths, skip] as const,
        )
      : paths.map(() => false);
    const nodes = v.nodes.filter((n, i) => !inside[i] && !targets.includes(n.target.join(' ')));
    if (process.env.AXE_DEBUG) for (const n of nodes) console.log(v.id, n.target.join(' '), n.html, n.failureSummary);
    if (nodes.length) summary.push(`${v.id}: ${v.help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }
  expect(summary).toEqual([]);
}

/** Waits until the runtime reports `widget` mounted on at least `count` elements. */
export async function waitForMounted(page: Page, widget: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([w, n]) => (window.Dropins?.mounted().filter((m) => m.widget === w).length ?? 0) >= (n as number),
    [widget, count] as const,
  );
}

/**
 * Waits until the page has mounted everything it found: a page of hundreds of matches mounts in slices, a task each
 * (core's slices.ts), so one widget mounted does not mean all are. Done when the count of mounted elements has not
 * changed over three frames (a slice runs in a task of its own between frames while any wait).
 */
export async function waitForMountingDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const count = () => window.Dropins?.mounted().length ?? 0;
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let last = count(), still = 0; still < 3; ) {
      await frame();
      const now = count();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/** The demo backend's request log (most recent last). */
export async function serverLog(page: Page): Promise<Array<{ method: string; path: string; query: Record<string, string>; body: Record<string, string>; headers: { nonce?: string } }>> {
  const res = await page.request.get('/__demo/log');
  return res.json();
}

/**
 * Resolves after the page has rendered two more frames: media-query changes, resize and scroll events of the last
 * input are delivered by then (a real condition, not a pause; the page clock must not be paused).
 */
export async function renderedFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Resizes the viewport and resolves once the page has seen the new width and rendered after it. */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => innerWidth === w, width);
  await renderedFrames(page);
}

/**
 * Resolves once every IntersectionObserver the page made so far has had its first delivery: a new observer's first
 * callback runs in the same task as theirs, after them. What an element in view would have started has started.
 */
export async function intersectionsDelivered(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const io = new IntersectionObserver(() => {
          io.disconnect();
          done();
        });
        io.observe(document.documentElement);
      }),
  );
}

/**
 * The demo backend's request log, read from inside the page once the page's own pending work has had its turn (a
 * frame and a task): a request the page had started by then was sent before this one.
 */
export async function serverLogAfterPage(page: Page): Promise<Awaited<ReturnType<typeof serverLog>>> {
  return page.evaluate(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return (await fetch('/__demo/log')).json();
  });
}

/**
 * Holds every request `match` picks out until the test calls `release()`: "while the answer is on its way" lasts
 * exactly as long as the test needs, however fast or slow the machine. `held` lists the requests caught so far.
 */
export async function holdRequests(page: Page, match: (request: Request) => boolean): Promise<{ held: Request[]; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  const held: Request[] = [];
  await page.route('**/*', async (route) => {
    if (!match(route.request())) return route.fallback();
    held.push(route.request());
    await gate;
    await route.fallback();
  });
  return { held, release };
}
