// Pages that grow large (issue 31): a Divi page of 1,000 modules with multi-view data and one pasted 1 MB
// attribute. Every module mounts (in slices past the first few hundred), the 1 MB one stands down with one warning,
// scanning again never mounts anything twice, and markup added later mounts without our code touching the modules
// already there (counted, not timed).
import type { Page } from '@playwright/test';
import { test, expect, waitForMounted } from '../../../test/browser';
import { diviPage } from './helpers';

const N = 1000;
const WIDGET = 'builder-modules-multi-view';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One Divi text module whose text differs on tablet, as Divi prints it (`data-et-multi-view`, HTML-escaped JSON). */
function textModule(id: string, desktop: string, tablet: string): string {
  const data = { schema: { content: { desktop: `<p>${desktop}</p>`, tablet: `<p>${tablet}</p>` } }, slug: 'et_pb_text' };
  return `<div class="et_pb_module et_pb_text et_pb_text_${id}"><div class="et_pb_text_inner" data-et-multi-view="${escapeAttribute(JSON.stringify(data))}" data-et-multi-view-load-tablet-hidden="true"><p>${desktop}</p></div></div>`;
}

const modules = (from: number, n: number) => Array.from({ length: n }, (_, i) => textModule(String(from + i), `Module ${from + i} on desktop`, `Module ${from + i} on tablet`)).join('');

// The pasted module sits in the middle of the page: the modules after it must still work.
const PAGE = diviPage(
  `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column">${modules(0, N / 2)}${textModule('pasted', 'Pasted on desktop', 'x'.repeat(1_000_000))}${modules(N / 2, N / 2)}</div></div></div>`,
  {},
);

async function openBigPage(page: Page): Promise<void> {
  await page.route('**/many-modules', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/many-modules');
  await waitForMounted(page, WIDGET, N);
}

const mountedCount = (page: Page) => page.evaluate((w) => window.Dropins!.mounted().filter((m) => m.widget === w).length, WIDGET);

/** Counts, in the page, the writes our multi-view makes to a module's text from now on. */
async function countWrites(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.$eval(selector, (el) => {
    const w = window as unknown as { textWrites: number };
    w.textWrites = 0;
    new MutationObserver((records) => (w.textWrites += records.length)).observe(el, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { textWrites: number }).textWrites);
}

test.describe('builder-modules: a page of 1,000 modules and a 1 MB attribute', () => {
  test('every module mounts, the 1 MB attribute stands down with one warning, and the rest switch at the tablet width', async ({ page, watch }) => {
    await openBigPage(page);
    const last = page.locator(`.et_pb_text_${N - 1} .et_pb_text_inner`);
    const pasted = page.locator('.et_pb_text_pasted .et_pb_text_inner');
    const afterPasted = page.locator(`.et_pb_text_${N / 2} .et_pb_text_inner`);
    expect(await mountedCount(page)).toBe(N);
    expect(watch.warnings.filter((w) => w.includes(WIDGET))).toEqual([
      `[dropins] ${WIDGET}: stands down: data-et-multi-view is over 262144 characters (div.et_pb_text_inner)`,
    ]);
    // Every module, the ones after the pasted one included, follows the device; the pasted one keeps its desktop text.
    await page.setViewportSize({ width: 980, height: 800 });
    await expect(last).toHaveText(`Module ${N - 1} on tablet`);
    await expect(afterPasted).toHaveText(`Module ${N / 2} on tablet`);
    await expect(page.locator('.et_pb_text_0 .et_pb_text_inner')).toHaveText('Module 0 on tablet');
    await expect(pasted).toHaveText('Pasted on desktop');
    expect(watch.warnings.filter((w) => w.includes(WIDGET))).toHaveLength(1);
    expect(watch.errors).toEqual([]);
  });

  test('scanning the page twice more mounts nothing twice: one write per module when the device changes', async ({ page, watch }) => {
    await openBigPage(page);
    await page.evaluate(() => {
      window.Dropins!.scan();
      window.Dropins!.scan(document.body);
    });
    expect(await mountedCount(page)).toBe(N);
    const writes = await countWrites(page, `.et_pb_text_${N - 1} .et_pb_text_inner`);
    await page.setViewportSize({ width: 980, height: 800 });
    await expect(page.locator(`.et_pb_text_${N - 1} .et_pb_text_inner`)).toHaveText(`Module ${N - 1} on tablet`);
    // A frame later every listener on the breakpoint has run: a module mounted twice would have written twice.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await writes()).toBe(1);
    expect(watch.warnings.filter((w) => w.includes(WIDGET))).toHaveLength(1);
    expect(watch.errors).toEqual([]);
  });

  test('markup added later mounts, and removed markup unmounts, without our code touching the 1,000 modules already there', async ({ page, watch }) => {
    await openBigPage(page);
    // Counts reads of `isConnected` on the modules already mounted (what a scan of the whole registry would do).
    await page.evaluate(() => {
      const w = window as unknown as { oldReads: number };
      const old = new Set<unknown>(document.querySelectorAll('[data-et-multi-view]'));
      const own = Object.getOwnPropertyDescriptor(Node.prototype, 'isConnected')!;
      w.oldReads = 0;
      Object.defineProperty(Node.prototype, 'isConnected', {
        ...own,
        get(this: Node) {
          if (old.has(this)) w.oldReads++;
          return own.get!.call(this);
        },
      });
    });
    const oldReads = () => page.evaluate(() => (window as unknown as { oldReads: number }).oldReads);
    await page.evaluate((more) => {
      const section = document.createElement('div');
      section.className = 'et_pb_section et_pb_section_added';
      section.innerHTML = more;
      document.querySelector('.et_builder_inner_content')!.append(section);
    }, modules(N, 10));
    await waitForMounted(page, WIDGET, N + 10);
    // The added modules work like the others.
    await page.setViewportSize({ width: 980, height: 800 });
    await expect(page.locator(`.et_pb_text_${N + 9} .et_pb_text_inner`)).toHaveText(`Module ${N + 9} on tablet`);
    await page.evaluate(() => document.querySelector('.et_pb_section_added')!.remove());
    await expect.poll(() => mountedCount(page)).toBe(N);
    expect(await oldReads()).toBe(0);
    expect(watch.errors).toEqual([]);
  });
});
