import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { openOnPausedClock } from './helpers';

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
