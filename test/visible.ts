// Shared "can a visitor use it" checks for browser tests: every element a locator matches is on screen and is what a
// click at its centre lands on.
import { expect, type Locator, type Page } from '@playwright/test';

/** What the page says about one element: its box, its visibility, and what a click at its centre would hit. */
interface Usability {
  width: number;
  height: number;
  contentHidden: boolean;
  inViewport: boolean;
  hitAtCentre: boolean;
  description: string;
}

/**
 * Fails unless every element `locator` matches has a non-zero box, is not under `content-visibility: hidden`, lies
 * inside the viewport and receives a click at its centre (`document.elementFromPoint` returns it or a descendant).
 * @example await expectUsable(page, page.locator('#apbct_popup button'));
 */
export async function expectUsable(page: Page, locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  const viewport = page.viewportSize();
  for (let i = 0; i < count; i++) {
    const facts: Usability = await locator.nth(i).evaluate((element) => {
      const box = element.getBoundingClientRect();
      let contentHidden = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).contentVisibility === 'hidden' && node !== element) contentHidden = true;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      return {
        width: box.width,
        height: box.height,
        contentHidden,
        inViewport: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        hitAtCentre: !!hit && (hit === element || element.contains(hit)),
        description: `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''}.${[...element.classList].join('.')} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`,
      };
    });
    const where = `${facts.description} (viewport ${viewport?.width}x${viewport?.height})`;
    expect(facts.width * facts.height, `${where} has no box`).toBeGreaterThan(0);
    expect(facts.contentHidden, `${where} is under content-visibility: hidden`).toBe(false);
    expect(facts.inViewport, `${where} is not inside the viewport`).toBe(true);
    expect(facts.hitAtCentre, `${where} does not receive a click at its centre`).toBe(true);
  }
}

/** Fails when the page scrolls sideways (something overflows the viewport's width). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is wider than the viewport').toBeLessThanOrEqual(0);
}
