// Shared helpers for *.browser.test.ts: every page is watched for console errors and uncaught exceptions,
// and `expectNoAxeViolations` runs axe-core on the current page.
import { test as base, expect, type Page } from '@playwright/test';
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

/**
 * A finding axe makes on a page that is not ours to fix (the original's design under its real stylesheet, or content
 * WordPress prints), by rule and by the exact targets axe names; each use says why it is not ours.
 */
export interface NotOurs {
  rule: string;
  targets: string[];
}

/**
 * Fails with the list of axe-core violations on the page (or inside `include`). `notOurs` leaves out exactly the
 * named (rule, target) findings; every other node of the same rule still fails.
 */
export async function expectNoAxeViolations(page: Page, include?: string, notOurs: NotOurs[] = []): Promise<void> {
  // Legacy mode runs axe in the page's own frames and merges there, instead of opening a second page to merge the
  // frames' partial results: the same rules and findings, in about 60 % of the time on these pages.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const skipped = (rule: string, target: string) => notOurs.some((n) => n.rule === rule && n.targets.includes(target));
  const summary = results.violations
    .map((v) => ({ v, nodes: v.nodes.filter((n) => !skipped(v.id, n.target.join(' '))) }))
    .filter(({ nodes }) => nodes.length > 0)
    .map(({ v, nodes }) => {
      if (process.env.AXE_DEBUG) for (const n of nodes) console.log(v.id, n.target.join(' '), n.html, n.failureSummary);
      return `${v.id}: ${v.help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`;
    });
  expect(summary).toEqual([]);
}

/** Waits until the runtime reports `widget` mounted on at least `count` elements. */
export async function waitForMounted(page: Page, widget: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([w, n]) => (window.Dropins?.mounted().filter((m) => m.widget === w).length ?? 0) >= (n as number),
    [widget, count] as const,
  );
}

/** The demo backend's request log (most recent last). */
export async function serverLog(page: Page): Promise<Array<{ method: string; path: string; query: Record<string, string>; body: Record<string, string>; headers: { nonce?: string } }>> {
  const res = await page.request.get('/__demo/log');
  return res.json();
}
