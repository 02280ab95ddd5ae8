// Usability checks under the plugins' real stylesheets: what a visitor can see and click.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every element `locator` matches is usable: it has a box, is not skipped by `content-visibility:hidden` (itself or
 * an ancestor), lies inside the viewport (after scrolling it into view, as a visitor would), and a click at its
 * centre lands on it (`document.elementFromPoint` returns it or a descendant).
 */
export async function expectUsable(page: Page, locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const item = locator.nth(i);
    await item.scrollIntoViewIfNeeded();
    const problem = await item.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return `has no box (${box.width}x${box.height})`;
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).contentVisibility === 'hidden') return 'is inside content-visibility:hidden';
      }
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return 'is not visible';
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `has its centre outside the viewport (${x},${y})`;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) return `is covered at its centre by ${hit?.outerHTML.slice(0, 80)}`;
      return '';
    });
    expect(problem, `${item} ${problem}`).toBe('');
  }
}

/** What `locator` matches (what a widget adds or shows) lies within the viewport's width and height. */
export async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const item of await locator.all()) {
    const box = (await item.boundingBox())!;
    expect(box, `${item} has no box`).not.toBeNull();
    expect(box.x, `${item} starts left of the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${item} starts above the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${item} overflows the viewport's width`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${item} overflows the viewport's height`).toBeLessThanOrEqual(viewport.height);
  }
}

/** Tab and Shift+Tab `presses` times each; focus never leaves `container`. */
export async function expectFocusKeptIn(page: Page, container: string, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await page.evaluate((selector) => !!document.activeElement?.closest(selector), container);
      expect(inside, `${key} #${i + 1} left ${container}`).toBe(true);
    }
  }
}

/** The two viewports every look test runs at. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Fails when the page is wider than the viewport (something overflows sideways). */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: innerWidth }));
  expect(widths.page, 'the page overflows the viewport sideways').toBeLessThanOrEqual(widths.viewport);
}
