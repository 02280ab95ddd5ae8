import type { Page } from '@playwright/test';
import { test, expect, waitForMounted, waitForMountingDone } from '../../../test/browser';
import { scrollTo } from './helpers';

// Scrolling runs no script of ours where the browser can do the work: motion effects and true parallax run as
// scroll-driven CSS, and sticky modules, the fixed header, back to top and the side dots run only when the scroll
// crosses a point where they change (IntersectionObservers). The script path (every scroll, one frame loop) stays
// for browsers without scroll-driven CSS, and it is the reference here: at the same scroll offsets, both paths put
// every element at the same place, with the same opacity and the same state classes.

/** What a visitor sees of the scroll-driven elements: boxes (px), opacity, state classes, and whether in view. */
async function snapshot(page: Page): Promise<Array<{ key: string; box: number[]; opacity: number; classes: string; inView: boolean }>> {
  return page.evaluate(async () => {
    // Time-based effects (the header shrinking, the button fading, entrance animations) first run to their end.
    const timed = document.getAnimations().filter((a) => a.timeline === document.timeline && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(timed.map((a) => a.finished.catch(() => undefined)));
    const STATES = /^(et_pb_sticky(--top|--bottom|--paused)?|et-fixed-header|et-animated-content|et-visible|et-hidden|active)$/;
    const selector = [
      '[class*="et_pb_image_"]:not(.et_pb_image_wrap)', '[class*="et_pb_blurb_"]', '.et_pb_sticky_module', '.et_pb_section_0_tb_header',
      '.et_parallax_bg', '#main-header', '#top-header', '#page-container', '.et_pb_scroll_top', '.et_pb_side_nav a',
    ].join(', ');
    /** Whether any of the box shows: within the viewport and within every ancestor that clips. */
    const seen = (el: HTMLElement, r: DOMRect) => {
      let [top, bottom, left, right] = [Math.max(0, r.top), Math.min(window.innerHeight, r.bottom), Math.max(0, r.left), Math.min(window.innerWidth, r.right)];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const c = a.getBoundingClientRect();
        [top, bottom, left, right] = [Math.max(top, c.top), Math.min(bottom, c.bottom), Math.max(left, c.left), Math.min(right, c.right)];
      }
      return bottom > top && right > left;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)].map((el, i) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return {
        key: `${i} ${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => !STATES.test(c)).join('.')}`,
        box: [r.top, r.left, r.width, r.height, parseFloat(cs.marginTop) || 0, parseFloat(cs.paddingTop) || 0],
        opacity: Number(cs.opacity),
        classes: [...el.classList].filter((c) => STATES.test(c)).sort().join(' '),
        inView: seen(el, r),
      };
    });
  });
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * The largest difference between two snapshots (px, or opacity × 100) of the elements in view in either; Infinity
 * when elements or states differ. (Out of view the script path leaves motion elements unwritten, where CSS holds
 * their first keyframe: nobody sees either.)
 */
function difference(a: Snapshot, b: Snapshot): number {
  if (a.length !== b.length) return Infinity;
  let worst = 0;
  a.forEach((x, i) => {
    const y = b[i];
    if (x.key !== y.key || x.classes !== y.classes) worst = Infinity;
    if (!x.inView && !y.inView) return;
    // The script path rounds scale to two decimals: up to half a percent of the element's size.
    const rounding = SCALE_ROUNDING * Math.max(y.box[2], y.box[3]);
    x.box.forEach((v, k) => (worst = Math.max(worst, Math.abs(v - y.box[k]) - rounding)));
    worst = Math.max(worst, Math.abs(x.opacity - y.opacity) * 100);
  });
  return worst;
}

/** The script path's state at this offset once two snapshots in a row agree (a part still on its way has run). */
async function settled(page: Page): Promise<Snapshot> {
  let before = await snapshot(page);
  for (let i = 0; i < 20; i++) {
    const now = await snapshot(page);
    if (difference(now, before) <= TOLERANCE) return now;
    before = now;
  }
  return before;
}

/** For a failure: the elements or states that differ between the two paths (what makes `difference` Infinity). */
function unlike(ours: Snapshot, script: Snapshot): string {
  const show = (x: Snapshot[number] | undefined) => (x ? `${x.key} [${x.classes}]` : 'none');
  const lines = [`ours ${ours.length} elements, the script path ${script.length}`];
  for (let i = 0; i < Math.max(ours.length, script.length); i++) {
    if (ours[i]?.key !== script[i]?.key || ours[i]?.classes !== script[i]?.classes) lines.push(`#${i}: ours ${show(ours[i])}, script path ${show(script[i])}`);
  }
  return lines.slice(0, 12).join('\n');
}

/** Pretends the browser has no scroll-driven CSS: motion and parallax take the script path, and the loop every scroll. */
const WITHOUT_SCROLL_TIMELINES = () => {
  delete (window as { ViewTimeline?: unknown }).ViewTimeline;
  const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
  CSS.supports = ((...args: string[]) => !args.join(':').includes('animation-timeline') && supports(...args)) as typeof CSS.supports;
};

/** Scroll offsets as fractions of the page's scroll range, plus a few fixed ones near the top. */
const FRACTIONS = [0.1, 0.3, 0.55, 0.8, 1, 0.4, 0];
const FIXED = [5, 120, 900];

const scrollRange = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/**
 * The offsets to compare at, within both pages' scroll range. (The range may differ a little: out of view, CSS holds
 * a motion element at its first keyframe, which can reach past the page's end, where the script path leaves it.)
 */
async function offsets(a: Page, b: Page): Promise<number[]> {
  const max = Math.min(await scrollRange(a), await scrollRange(b));
  return [...FIXED, ...FRACTIONS.map((f) => Math.round(max * f))];
}

/** Tolerance (px): the script path rounds translations to whole pixels, CSS interpolates between keyframes. */
const TOLERANCE = 1.5;
const SCALE_ROUNDING = 0.005;

for (const { path, family, width } of [
  { path: '/divi-landing?n=24', family: 'builder-modules-sticky-modules', width: 1280 },
  { path: '/divi', family: 'builder-modules-motion', width: 1280 },
  { path: '/divi-2', family: 'builder-modules-parallax', width: 1280 },
  { path: '/divi-header', family: 'builder-modules-theme-header', width: 1280 },
  { path: '/divi-header', family: 'builder-modules-page-nav', width: 390 },
]) {
  test(`${path} at ${width} px: the same positions and states at the same offsets as the script path`, async ({ browser }) => {
    test.setTimeout(240_000); // two pages, ten offsets, each waiting for time-based effects to end
    const open = async (scriptPath: boolean) => {
      const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'no-preference' });
      if (scriptPath) await page.addInitScript(WITHOUT_SCROLL_TIMELINES);
      await page.goto(path);
      await waitForMounted(page, family);
      await waitForMountingDone(page);
      // The lazy parts the mounts asked for have arrived and run (on a busy machine they can take seconds).
      await page.waitForLoadState('networkidle');
      return page;
    };
    const reference = await open(true);
    const ours = await open(false);
    const ys = await offsets(reference, ours);
    let checked = 0;
    for (const y of ys) {
      await scrollTo(reference, y);
      const expected = await settled(reference);
      await scrollTo(ours, y);
      // The crossing observers report after the frame that scrolled: wait for the state, then compare.
      let last: Snapshot = [];
      await expect
        .poll(async () => difference((last = await snapshot(ours)), expected), { message: `at scrollY ${y}`, timeout: 15_000 })
        .toBeLessThanOrEqual(TOLERANCE)
        .catch((error: Error) => {
          throw new Error(`${error.message}\n${unlike(last, expected)}`);
        });
      checked += expected.filter((e) => e.inView).length;
    }
    expect(checked).toBeGreaterThan(ys.length); // something scroll-driven was on the page at every offset
    await reference.close();
    await ours.close();
  });
}
