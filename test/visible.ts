// Checks that what a visitor must use is really usable under the plugins' stylesheets: each control has a box,
// is not hidden (visibility, content-visibility), lies inside the viewport once scrolled to, and receives a click at
// its centre (nothing lies over it); and that nothing overflows the viewport sideways.
import { expect, type Locator, type Page } from '@playwright/test';

/** The two viewports every look test runs at. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Fails unless every element `locator` matches (at least one) is visible, inside the viewport and clickable at its centre. */
export async function expectUsable(page: Page, locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count, `${locator} matches nothing`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = locator.nth(i);
    const state = await control.evaluate((el) => {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        width: box.width,
        height: box.height,
        shown: el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5,
        clickable: hit !== null && (hit === el || el.contains(hit)),
        over: hit && hit !== el && !el.contains(hit) ? hit.outerHTML.slice(0, 100) : '',
      };
    });
    const name = `${locator} #${i}`;
    expect(state.width * state.height, `${name} has no box`).toBeGreaterThan(0);
    expect(state.shown, `${name} is hidden`).toBe(true);
    expect(state.inside, `${name} is outside the viewport`).toBe(true);
    expect(state.over, `${name} is covered`).toBe('');
    expect(state.clickable, `${name} does not receive a click at its centre`).toBe(true);
  }
}

/** Fails when the page is wider than the viewport (something overflows sideways). */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: innerWidth }));
  expect(widths.page, 'the page overflows the viewport sideways').toBeLessThanOrEqual(widths.viewport);
}
