// Every demo page: renders with no console errors and no error event at all (window.onerror sees what the console
// does not, such as a ResizeObserver loop), shows which widgets mounted, and axe finds no violations.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, expectNoAxeViolations } from './browser';
import { DIVI_NOT_OURS } from './divi-not-ours';

const ERROR_PROBE = resolve(import.meta.dirname, '../examples/assets/error-probe.js');

const pages = readdirSync(resolve(import.meta.dirname, '../examples/pages'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replace(/\.html$/, ''));

for (const name of pages) {
  test(`demo page /${name === 'index' ? '' : name} renders cleanly and passes axe`, async ({ page, watch }) => {
    // The Divi pages hold dozens of modules: axe alone takes 10-20 s there on 2 shared cores.
    test.setTimeout(240_000);
    await page.addInitScript({ path: ERROR_PROBE });
    await page.goto(name === 'index' ? '/' : `/${name}`);
    await expect(page.locator('#dropins-demo-status')).not.toHaveText(/Waiting/);
    // axe reads colours: let the fade-ins and other finite transitions finish first (endless spinners may run on, and
    // scroll-driven animations, whose time is the scroll position, never finish by waiting).
    await page.waitForFunction(() =>
      document.getAnimations().every(
        (a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline) || a.effect?.getComputedTiming().endTime === Infinity,
      ),
    );
    // Findings that are Divi's design or WordPress content, not our scripts' (each with its reason in divi-not-ours.ts).
    await expectNoAxeViolations(page, undefined, DIVI_NOT_OURS[name]);
    expect(watch.errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __demoErrorEvents(): string[] }).__demoErrorEvents())).toEqual([]);
  });
}
