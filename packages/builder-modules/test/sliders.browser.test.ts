import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { diviPage } from './helpers';

/**
 * Opens `path` with the page clock installed and paused before the page's first script, then moves the clock on in
 * 100 ms steps until `count` of `widget` have mounted. After `install()` alone the clock also flows with real time,
 * so on a loaded machine a slider could rotate before the test looks; paused, time moves only when a test says.
 */
async function openOnPausedClock(page: Page, path: string, widget: string, count = 1): Promise<void> {
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

const SLIDER = '.et_pb_slider_0';
const active = (page: Page, slider: string) =>
  page.$$eval(`${slider} .et-pb-active-slide`, (els) => els.map((el) => el.getAttribute('aria-label')));

/** Records the slider events fired on `selector` (DOM CustomEvents) into window.__events. */
async function recordEvents(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (el) => {
    const log: string[] = [];
    (window as unknown as { __events: string[] }).__events = log;
    for (const name of ['slide', 'simple_slider_before_move_to', 'simple_slider_after_move_to']) {
      el.addEventListener(name, (e) => {
        const [data] = (e as CustomEvent).detail as [Record<string, unknown>];
        log.push(`${name}:${Object.keys(data).join(',')}`);
      });
    }
  });
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events.slice());
const afterMoves = async (page: Page, n: number) =>
  expect.poll(async () => (await events(page)).filter((e) => e.startsWith('simple_slider_after_move_to')).length).toBe(n);

/** Embeds load a stub page; returns the number of embed loads so far. */
async function stubEmbeds(page: Page): Promise<() => number> {
  let loads = 0;
  await page.route(/youtube\.com\/embed/, (route) => {
    loads++;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  return () => loads;
}

test.describe('builder-modules: slider', () => {
  test('arrows, bullets and keys move, wrap at both ends, ignore moves during the fade, fire Divi\'s events and stop the video left', async ({ page, watch }) => {
    const embedLoads = await stubEmbeds(page);
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-slider');
    const slider = page.locator(SLIDER);
    await expect(slider).toHaveAttribute('role', 'region');
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await active(page, SLIDER)).toEqual(['1 of 3']);
    await recordEvents(page, SLIDER);
    const next = slider.locator('.et-pb-arrow-next');
    await expect(next).toHaveAttribute('role', 'button');
    await expect(next).toHaveAccessibleName('Next');
    // Two quick clicks, in one task so the second surely comes during the 700 ms fade: it is ignored.
    await next.evaluate((arrow: HTMLElement) => {
      arrow.click();
      arrow.click();
    });
    await afterMoves(page, 1);
    expect(await active(page, SLIDER)).toEqual(['2 of 3']);
    await expect(slider).toHaveAttribute('data-active-slide', 'et_pb_slide_1');
    await expect(slider).toHaveClass(/et_slide_transition_to_next/);
    await expect(slider.locator('.et_pb_slide_0')).toHaveClass(/et-pb-moved-slide/);
    expect(await events(page)).toEqual(['slide:current,next', 'simple_slider_before_move_to:direction,next_slide', 'simple_slider_after_move_to:next_slide']);
    // Bullet 3 (the video slide); the module takes its light background layout.
    const bullets = slider.locator('.et-pb-controllers a');
    await bullets.nth(2).click();
    await afterMoves(page, 2);
    expect(await active(page, SLIDER)).toEqual(['3 of 3']);
    await expect(bullets.nth(2)).toHaveClass(/et-pb-active-control/);
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slider).toHaveClass(/et_pb_bg_layout_light/);
    const loadsBefore = embedLoads();
    // Keyboard on the arrows: Right wraps past the end and leaves the video slide, which reloads stopped.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await afterMoves(page, 3);
    expect(await active(page, SLIDER)).toEqual(['1 of 3']);
    await expect.poll(embedLoads).toBeGreaterThan(loadsBefore);
    await page.keyboard.press('ArrowLeft');
    await afterMoves(page, 4);
    expect(await active(page, SLIDER)).toEqual(['3 of 3']);
    await page.keyboard.press(' ');
    await afterMoves(page, 5);
    expect(await active(page, SLIDER)).toEqual(['1 of 3']);
    // Only the active slide is visible, and the module kept its height through the moves.
    expect(await slider.locator('.et_pb_slide:visible').count()).toBe(1);
    expect(watch.errors).toEqual([]);
    await expectNoAxeViolations(page, SLIDER);
  });

  test('rotates every N ms; pauses on hover, focus inside, the pause class and a hidden tab; the stop button stops it', async ({ page }) => {
    await openOnPausedClock(page, '/divi-2', 'builder-modules-slider', 3);
    const gallery = '.et_pb_gallery_1';
    await recordEvents(page, gallery);
    await page.clock.runFor(5000);
    await afterMoves(page, 1);
    expect(await active(page, gallery)).toEqual(['2 of 3']);
    // Hover pauses (this slider does not ignore hover); leaving starts a full interval again.
    await page.hover(`${gallery} .et-pb-active-slide`);
    await page.clock.runFor(12000);
    await page.mouse.move(0, 0);
    expect(await active(page, gallery)).toEqual(['2 of 3']);
    await page.clock.runFor(5000);
    await afterMoves(page, 2);
    // Focus inside pauses.
    await page.focus(`${gallery} .et-pb-arrow-prev`);
    await page.clock.runFor(12000);
    expect(await active(page, gallery)).toEqual(['3 of 3']);
    await page.$eval(gallery, (el) => el.querySelector<HTMLElement>('.et-pb-arrow-prev')!.blur());
    // The pause class, re-checked every 2 s.
    await page.$eval(gallery, (el) => el.classList.add('et_pb_pause_slider'));
    await page.clock.runFor(12000);
    expect(await active(page, gallery)).toEqual(['3 of 3']);
    await page.$eval(gallery, (el) => el.classList.remove('et_pb_pause_slider'));
    await page.clock.runFor(2000 + 5000);
    await afterMoves(page, 3);
    expect(await active(page, gallery)).toEqual(['1 of 3']);
    // A hidden tab pauses.
    await setHidden(page, true);
    await page.clock.runFor(12000);
    expect(await active(page, gallery)).toEqual(['1 of 3']);
    await setHidden(page, false);
    await page.clock.runFor(5000);
    await afterMoves(page, 4);
    // The stop button (its focus does not pause): stopped, it says it will start.
    const button = page.locator(`${gallery} .dropins-rotation`);
    await expect(button).toHaveAccessibleName('Stop automatic slide show');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAccessibleName('Start automatic slide show');
    await page.clock.runFor(20000);
    expect(await active(page, gallery)).toEqual(['2 of 3']);
    await page.keyboard.press('Enter');
    await page.clock.runFor(5000);
    await afterMoves(page, 5);
  });

  test('reduced motion: no rotation, moves are instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openOnPausedClock(page, '/divi', 'builder-modules-slider');
    await page.clock.runFor(30000);
    expect(await active(page, SLIDER)).toEqual(['1 of 3']);
    await expect(page.locator(`${SLIDER} .dropins-rotation`)).toHaveAccessibleName('Start automatic slide show');
    await page.click(`${SLIDER} .et-pb-arrow-next`);
    expect(await active(page, SLIDER)).toEqual(['2 of 3']);
    expect(await page.$eval(SLIDER, (el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  });

  test('video slider: thumbnails move to their slide; the video left pauses, loses autoplay and shows its overlay', async ({ page, watch }) => {
    await stubEmbeds(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __paused: number; __triggered: string[]; jQuery: unknown };
      w.__paused = 0;
      HTMLMediaElement.prototype.pause = function () {
        w.__paused++;
      };
      // A stand-in jQuery that records triggers: Divi's listeners get the slides wrapped in jQuery.
      w.__triggered = [];
      const $ = (target: unknown) => ({
        target,
        on: () => undefined,
        off: () => undefined,
        // Only what is triggered on the video slider: the page's other sliders rotate on their own meanwhile.
        trigger: (name: string, args: Array<Record<string, { target?: unknown }>>) =>
          (target as Element | null)?.closest?.('.et_pb_video_slider_0') &&
          w.__triggered.push(`${name}:${Object.entries(args[0]).map(([k, v]) => `${k}=${v && typeof v === 'object' && 'target' in v ? 'jQuery' : typeof v}`).join(',')}`),
      });
      // With `fn.on`, as a loaded jQuery has (Divi's head script's queueing stand-in has none, and gets no events).
      w.jQuery = Object.assign($, { event: {}, fn: { on: () => undefined } });
    });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-slider', 3);
    const module = page.locator('.et_pb_video_slider_0');
    const slider = module.locator('.et_pb_slider');
    await expect(slider).not.toHaveClass(/et_pb_preload/);
    // The thumbnails come right after the slider, one per slide, the first current.
    const thumbs = module.locator('.et_pb_slider + .et_pb_carousel .et_pb_carousel_item');
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.nth(0)).toHaveAttribute('data-slide-id', '0');
    await expect(thumbs.nth(0)).toHaveClass(/et-pb-active-control/);
    expect(await thumbs.nth(1).locator('.et_pb_video_overlay').evaluate((el: HTMLElement) => el.style.backgroundImage)).toContain('clip-two-poster.jpg');
    // As if the visitor had played the first video through its overlay.
    await slider.locator('.et_pb_video_slider_item_0').evaluate((slide) => {
      const iframe = slide.querySelector('iframe') as HTMLIFrameElement;
      iframe.setAttribute('src', iframe.getAttribute('src')!.replace('?', '?autoplay=1&amp;'));
      slide.querySelector<HTMLElement>('.et_pb_video_overlay')!.style.display = 'none';
    });
    await recordEvents(page, '.et_pb_video_slider_0 .et_pb_slider');
    await thumbs.nth(1).locator('.et_pb_video_play').click();
    await afterMoves(page, 1);
    expect(await active(page, '.et_pb_video_slider_0')).toEqual(['2 of 2']);
    await expect(thumbs.nth(1)).toHaveClass(/et-pb-active-control/);
    const first = slider.locator('.et_pb_video_slider_item_0');
    await expect(first.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/kLmNoPqRsTu?feature=oembed');
    await expect(first.locator('.et_pb_video_overlay')).toHaveCSS('display', 'block');
    // Back to the first: the self-hosted <video> of slide 2 is paused.
    await thumbs.nth(0).click();
    await afterMoves(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __paused: number }).__paused)).toBeGreaterThan(0);
    // The slider's own events, in Divi's order (the fixed header, scrolled into its fixed state by the clicks, fires its own).
    const triggered = await page.evaluate(() => (window as unknown as { __triggered: string[] }).__triggered);
    expect(triggered.filter((t) => /^(slide|simple_slider_)/.test(t)).slice(0, 3)).toEqual([
      'slide:current=jQuery,next=jQuery',
      'simple_slider_before_move_to:direction=number,next_slide=jQuery',
      'simple_slider_after_move_to:next_slide=jQuery',
    ]);
    expect(watch.errors).toEqual([]);
  });
});

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('builder-modules: slider on touch screens', () => {
  test.use({ hasTouch: true });
  test('a swipe left shows the next slide, right the previous; a steep one does nothing', async ({ page }) => {
    await openOnPausedClock(page, '/divi-2', 'builder-modules-slider', 3);
    const post = '.et_pb_post_slider_0';
    await page.locator(post).scrollIntoViewIfNeeded();
    await recordEvents(page, post);
    // Along the top edge of the slide, right of its text and links (a tap on a link would follow it).
    const box = (await page.locator(post).boundingBox())!;
    const y = box.y + 16;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number, dy = 0) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (const f of [0.25, 0.5, 0.75, 1]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + (toX - fromX) * f, y: y + dy * f }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const mid = box.x + box.width * 0.7;
    await swipe(mid + 60, mid - 60);
    await afterMoves(page, 1);
    expect(await active(page, post)).toEqual(['2 of 3']);
    await swipe(mid - 60, mid + 60);
    await afterMoves(page, 2);
    expect(await active(page, post)).toEqual(['1 of 3']);
    // Steep (60 px down): a scroll, not a swipe. The move would have fired `slide` at once.
    await swipe(mid - 60, mid + 60, 60);
    expect((await events(page)).filter((e) => e.startsWith('slide:'))).toHaveLength(2);
    expect(await active(page, post)).toEqual(['1 of 3']);
  });
});

const PORTFOLIO = '.et_pb_fullwidth_portfolio_0';
const shownTitles = (page: Page) => page.$$eval(`${PORTFOLIO} .et_pb_carousel_group.active > .et_pb_portfolio_item:not([aria-hidden])`, (els) => els.map((el) => el.querySelector('h3')?.textContent));

test.describe('builder-modules: fullwidth portfolio carousel', () => {
  test('columns and heights follow the width; arrows, keys and auto-rotation move a group at a time, never during a slide', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openOnPausedClock(page, '/divi-2', 'builder-modules-portfolio-carousel');
    const items = page.locator(`${PORTFOLIO} .et_pb_portfolio_items`);
    // A new width is laid out in the frame after the resize: the paused clock moves a frame at a time until it is.
    const columnsAfterFrames = (columns: number) =>
      expect
        .poll(async () => {
          await page.clock.runFor(20);
          return items.getAttribute('class');
        })
        .toMatch(new RegExp(`columns-${columns}`));
    for (const [width, columns] of [[1280, 4], [900, 3], [600, 2], [390, 1]] as const) {
      await page.setViewportSize({ width, height: 800 });
      await columnsAfterFrames(columns);
      const box = await items.evaluate((el) => {
        const item = el.querySelector<HTMLElement>('.et_pb_carousel_group .et_pb_portfolio_item')!;
        return { items: el.clientWidth, item: item.getBoundingClientRect().width, height: item.getBoundingClientRect().height, box: el.getBoundingClientRect().height };
      });
      expect(box.item).toBeCloseTo(box.items / columns, 0);
      expect(box.height).toBeCloseTo(box.item * 0.75, 0);
      expect(box.box).toBeCloseTo(box.height, 0);
      expect(await shownTitles(page)).toHaveLength(columns);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await columnsAfterFrames(4);
    expect(await shownTitles(page)).toEqual(['Harbor', 'Lumen', 'Quarry', 'Tidal']);
    await expect(page.locator(PORTFOLIO)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.locator(PORTFOLIO)).toHaveAccessibleName('Recent projects');
    // Next twice, in one task so the second surely comes during the 700 ms slide: it is ignored; 6 items wrap around.
    // (Two pointer clicks can be further apart than the slide on a busy machine.)
    const next = page.locator(`${PORTFOLIO} .et-pb-arrow-next`);
    await next.evaluate((arrow: HTMLElement) => {
      arrow.click();
      arrow.click();
    });
    await expect.poll(() => shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    await expect(page.locator(`${PORTFOLIO} .et_pb_carousel_group`)).toHaveCount(1);
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownTitles(page)).toEqual(['Harbor', 'Lumen', 'Quarry', 'Tidal']);
    // Auto-rotation (data-auto-rotate-speed 7000) once focus and hover are gone.
    await next.evaluate((el: HTMLElement) => el.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(7000);
    await expect.poll(() => shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    // Hover pauses it.
    await page.hover(`${PORTFOLIO} .et_pb_portfolio_title`);
    await page.clock.runFor(15000);
    expect(await shownTitles(page)).toEqual(['Vesper', 'Wren', 'Harbor', 'Lumen']);
    expect(watch.errors).toEqual([]);
    // axe waits on real timers: the clock flows again for it (the rotation counts are checked above).
    await page.clock.resume();
    await expectNoAxeViolations(page, PORTFOLIO);
  });

  test('few items: no arrows; a bad rotation speed gives one warning; the grid variant gets columns only', async ({ page, watch }) => {
    const item = (n: number) => `<div class="et_pb_portfolio_item et_pb_grid_item"><div class="et_pb_portfolio_image landscape"><div class="meta"><a href="#p${n}"><h3 class="et_pb_module_header">P${n}</h3></a></div></div></div>`;
    const module = (cls: string, attrs: string, n: number) =>
      `<div class="et_pb_module et_pb_fullwidth_portfolio ${cls}" ${attrs}><h2 class="et_pb_portfolio_title">T</h2><div class="et_pb_portfolio_items clearfix">${Array.from({ length: n }, (_, i) => item(i)).join('')}</div></div>`;
    await page.route('**/sliders-portfolio', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: diviPage(module('et_pb_fullwidth_portfolio_carousel few', 'data-auto-rotate="on" data-auto-rotate-speed="soon"', 3) + module('et_pb_fullwidth_portfolio_grid grid', '', 5), { et_pb_custom: { previous: 'Back', next: 'Forward' } }),
      }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sliders-portfolio');
    await waitForMounted(page, 'builder-modules-portfolio-carousel', 2);
    await expect(page.locator('.few .et-pb-slider-arrows')).toBeHidden();
    await expect(page.locator('.few .et-pb-arrow-next')).toHaveAttribute('aria-label', 'Forward');
    expect(watch.warnings.filter((w) => w.includes('builder-modules-portfolio-carousel') && w.includes('data-auto-rotate-speed'))).toHaveLength(1);
    await expect(page.locator('.grid .et_pb_portfolio_items')).toHaveClass(/columns-4/);
    await expect(page.locator('.grid .et_pb_carousel_group, .grid .et-pb-slider-arrows')).toHaveCount(0);
    expect(await page.$eval('.grid .et_pb_portfolio_item', (el: HTMLElement) => el.style.width)).toBe('25%');
  });
});
