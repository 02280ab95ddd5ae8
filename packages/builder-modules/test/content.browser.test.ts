import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';

/** Scrolls `selector` to the middle of the window (counts as "in view" for the shared observer). */
async function bringIntoView(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
}

/** Waits until the window has scrolled and stopped (scrollY the same for 10 frames). */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const y = window.scrollY;
        let frames = 10;
        const check = () => {
          if (window.scrollY !== y) return done(false);
          if (--frames === 0) return done(y > 0);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Waits for the page's finite animations (fades) to end, so axe reads final colours. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The RGB of a canvas pixel at (x, y) CSS px from its top left. */
function canvasPixel(page: Page, selector: string, x: number, y: number): Promise<number[]> {
  return page.$eval(
    selector,
    (canvas, [px, py]) => {
      const c = canvas as HTMLCanvasElement;
      const ratio = c.width / c.clientWidth;
      return Array.from(c.getContext('2d')!.getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1).data.slice(0, 3));
    },
    [x, y] as const,
  );
}

test.describe('builder-modules: counters', () => {
  test('count up once in view; screen readers get the final value only; axe', async ({ page, watch }) => {
    test.slow(); // axe on a long page: well under 30 s on a quiet machine, not always under load
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-counters', 2);
    const number = page.locator('.et_pb_number_counter_0');
    await expect(number.locator('.percent-value')).toHaveText('0');
    await expect(number.locator('.percent')).toHaveAttribute('aria-hidden', 'true');
    await expect(number.locator('.dropins-sr-text')).toHaveText('12,500');
    await bringIntoView(page, '.et_pb_number_counter_0');
    // Mid-way values are grouped too, and the end is the target.
    await page.waitForFunction(() => {
      const text = document.querySelector('.et_pb_number_counter_0 .percent-value')?.textContent ?? '';
      return /^\d{1,3}(,\d{3})+$/.test(text) && text !== '12,500';
    });
    await expect(number.locator('.percent-value')).toHaveText('12,500');
    const circle = page.locator('.et_pb_circle_counter_0 .et_pb_circle_counter_inner');
    await expect(circle.locator('.percent-value')).toHaveText('75');
    await expect(circle.locator('.dropins-sr-text')).toHaveText('75%');
    const size = await circle.locator('canvas').evaluate((c) => [(c as HTMLCanvasElement).clientWidth, c.parentElement!.clientWidth]);
    expect(size[0]).toBe(size[1]);
    // 12 o'clock of the ring is drawn in the bar colour (#2ea3f2).
    expect(await canvasPixel(page, '.et_pb_circle_counter_0 canvas', size[0] / 2, 2.5)).toEqual([0x2e, 0xa3, 0xf2]);
    await animationsDone(page);
    await expectNoAxeViolations(page, '.et_pb_section_3');
    expect(watch.errors).toEqual([]);
  });

  test('reduced motion shows the targets at once; hover switches the ring to its hover colours', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-counters');
    const inner = page.locator('.et_pb_section_17 .et_pb_circle_counter_inner');
    await expect(inner.locator('.percent-value')).toHaveText('64');
    await inner.scrollIntoViewIfNeeded();
    const canvas = '.et_pb_section_17 canvas';
    const width = await page.$eval(canvas, (c) => (c as HTMLCanvasElement).clientWidth);
    expect(await canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x7e, 0x3b, 0xd0]);
    await inner.hover();
    await expect.poll(() => canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x00, 0xc8, 0x53]);
    await page.mouse.move(0, 0);
    await expect.poll(() => canvasPixel(page, canvas, width / 2, 2.5)).toEqual([0x7e, 0x3b, 0xd0]);
  });
});

test.describe('builder-modules: countdown', () => {
  test('ticks every second, never below zero, and is not live for screen readers', async ({ page }) => {
    const end = 1767225600 * 1000; // data-end-timestamp of the fixture
    await page.clock.install({ time: end - 10 * 60_000 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-countdown');
    await page.clock.pauseAt(end - 5 * 60_000);
    const timer = page.locator('.et_pb_countdown_timer_0');
    const container = timer.locator('.et_pb_countdown_timer_container');
    await expect(container).toHaveAttribute('role', 'timer');
    await expect(container).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(1000);
    const shown = async () => timer.locator('.values .value').allTextContents();
    // One second after the pause: 4 min 59 s left (the tick runs on the second).
    await expect.poll(shown).toEqual(['000', '00', '04', '59']);
    await expect(timer.locator('.dropins-sr-text')).toHaveText('000 Day(s) 00 Hour(s) 04 Minute(s) 59 Second(s)');
    await page.clock.runFor(1000);
    await expect.poll(shown).toEqual(['000', '00', '04', '58']);
    await page.clock.runFor(10 * 60_000);
    await expect.poll(shown).toEqual(['000', '00', '00', '00']);
  });
});

test.describe('builder-modules: video', () => {
  test('the overlay plays by keyboard (Enter on the module, Space on a video post); embeds keep their shape', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-video');
    const module = page.locator('.et_pb_video_0');
    const iframe = module.locator('iframe');
    const box = await iframe.boundingBox();
    const boxWidth = await module.locator('.et_pb_video_box').evaluate((b) => b.clientWidth);
    expect(box!.width).toBeCloseTo(boxWidth, 0);
    expect(box!.width / box!.height).toBeCloseTo(1080 / 608, 1);
    const play = module.locator('.et_pb_video_play');
    await expect(play).toHaveAttribute('role', 'button');
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(module.locator('.et_pb_video_overlay')).toBeHidden();
    await expect(iframe).toHaveAttribute('src', /\/embed\/aBcDeFgHiJk\?autoplay=1&feature=oembed$/);
    await expect(iframe).toBeFocused();
    const post = page.locator('.et_pb_blog_item_0_2');
    await post.locator('.et_pb_video_play').focus();
    await page.keyboard.press(' ');
    await expect(post.locator('.et_pb_video_overlay')).toBeHidden();
    await expect(post.locator('iframe')).toHaveAttribute('src', /autoplay=1&feature=oembed/);
    expect(watch.errors).toEqual([]);
  });
});

test.describe('builder-modules: blog ajax pagination', () => {
  /** The blog's page requests (paths under /fixture-…), counted as the browser sends them. */
  function pageRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/fixture-')) seen.push(url.pathname + url.search);
    });
    return seen;
  }
  const older = (page: Page) => page.locator('.et_pb_blog_0 .pagination .alignleft a');
  const newer = (page: Page) => page.locator('.et_pb_blog_0 .pagination .alignright a');

  test('pages both ways in place, from the cache the second time; focus, announcement, scroll; axe', async ({ page, watch }) => {
    test.slow(); // axe on a long page: well under 30 s on a quiet machine, not always under load
    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = pageRequests(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    await expect(page.locator('.et_pb_blog_0 .entry-title a').first()).toBeFocused();
    await expect(page.locator('#dropins-live-polite')).toHaveText('Page 2 loaded');
    // The module's top ends 50 px below the fixed chrome (Divi's gap), measured once the header's height settled
    // (Divi's stylesheet shrinks the fixed header with a transition).
    const gap = () =>
      page.evaluate(() => {
        const chrome = document.querySelector<HTMLElement>('#main-header')!.offsetHeight - 1;
        return Math.floor(document.querySelector('.et_pb_blog_0')!.getBoundingClientRect().top) - chrome;
      });
    await expect.poll(gap).toBe(50);
    await animationsDone(page);
    await expectNoAxeViolations(page, '.et_pb_section_7');
    await newer(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Spring release notes');
    // The video post of page 1 came back with the page: its overlay is mounted again.
    await expect(page.locator('.et_pb_blog_item_0_2 .et_pb_video_play')).toHaveAttribute('role', 'button');
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    await expect(page.locator('#dropins-live-polite')).toHaveText('Page 2 loaded');
    expect(requests).toEqual(['/fixture-page-2/page/2/?et_blog', '/fixture-page-2/?et_blog']);
    expect(watch.errors).toEqual([]);
  });

  test('a hostile answer runs nothing; a 404 answer that is the 404 template is still shown', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-hostile/page/2/?et_blog'));
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toContainText('Winter retrospective');
    const container = page.locator('.et_pb_blog_0 .et_pb_ajax_pagination_container');
    expect(await container.locator('script, [onerror]').count()).toBe(0);
    expect(await container.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __hostileRan?: string }).__hostileRan)).toBeUndefined();
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-404/page/2/?et_blog'));
    await page.locator('.et_pb_blog_0 .entry-title').first().evaluate((h) => (h.textContent = 'changed'));
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    expect(page.url()).toMatch(/\/divi-2$/);
    expect(await page.evaluate(() => (window as { __hostileRan?: string }).__hostileRan)).toBeUndefined();
  });

  test('any other error leaves the page as it was and follows the link', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-broken/page/2/?et_blog'));
    await Promise.all([page.waitForURL(/\/fixture-broken\/page\/2\/\?et_blog$/), older(page).click()]);
  });
});

test.describe('builder-modules: map', () => {
  test('loads the Maps API only near the viewport, then draws the map with its pins', async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const api: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/maps/api/js') api.push(r.url());
    });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-map');
    await page.waitForLoadState('load');
    expect(api).toEqual([]);
    expect(await page.evaluate(() => 'google' in window)).toBe(false);
    await bringIntoView(page, '#find-us');
    await expect(page.locator('#find-us .dropins-map-stub')).toBeVisible();
    expect(api).toHaveLength(1);
    type Stub = { maps: Array<{ options: Record<string, unknown> }>; markers: Array<{ options: { title: string } }>; infoWindows: Array<{ isOpen: boolean }> };
    const stub = () => page.evaluate(() => (window as unknown as { __mapsStub: Stub }).__mapsStub);
    const drawn = await stub();
    expect(drawn.maps).toHaveLength(1);
    expect(drawn.maps[0].options).toMatchObject({ zoom: 14, scrollwheel: false, draggable: true, styles: [{ stylers: [{ saturation: -40 }] }] });
    expect(drawn.markers.map((m) => m.options.title)).toEqual(['Main office', '']);
    expect(drawn.infoWindows).toHaveLength(1);
    const trigger = (target: 'marker' | 'map') =>
      page.evaluate((t) => {
        const w = window as unknown as { __mapsStub: { maps: object[]; markers: object[] }; google: { maps: { event: { trigger(o: object, n: string): void } } } };
        w.google.maps.event.trigger(t === 'marker' ? w.__mapsStub.markers[0] : w.__mapsStub.maps[0], 'click');
      }, target);
    await trigger('marker');
    await expect(page.locator('#find-us .et_pb_map')).toContainText('1 Example Plaza, 9th floor');
    await trigger('marker');
    expect(await page.locator('#find-us .et_pb_map .infowindow').count()).toBe(1);
    await trigger('map');
    await expect(page.locator('#find-us .et_pb_map .infowindow')).toHaveCount(0);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await stub()).maps[0].options.styles).toEqual([{ stylers: [{ saturation: -0 }] }]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe('builder-modules: fullwidth header and content extras', () => {
  test('scroll-down lands below the fixed header; fullscreen height fills the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-fullwidth-header', 2);
    const header = page.locator('.et_pb_fullwidth_header_0');
    const chrome = await page.evaluate(() => ['#wpadminbar', '#top-header', '#main-header'].reduce((sum, id) => sum + (document.querySelector<HTMLElement>(id)?.offsetHeight ?? 0), 0));
    expect(await header.evaluate((h: HTMLElement) => parseFloat(h.style.minHeight))).toBe(800 - chrome);
    const link = header.locator('.et_pb_fullwidth_header_scroll a');
    await expect(link).toHaveAttribute('aria-label', 'Scroll down');
    await page.waitForLoadState('load');
    // The theme header's own family sets the page's top padding: the visitor clicks on a page that is ready.
    await waitForMounted(page, 'builder-modules-theme-header');
    await link.click();
    // The header's bottom ends where the fixed header ends (Divi counts the header as fixed above 980 px on
    // body.et_fixed_nav; it shrinks on the way down), so the next section starts right below it.
    await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
    const gap = () =>
      page.evaluate(() => {
        const bottomOf = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().bottom;
        return Math.abs(bottomOf('.et_pb_fullwidth_header_0') - (bottomOf('#main-header') - 1));
      });
    await expect.poll(gap).toBeLessThanOrEqual(1);
    await scrollSettled(page);
    expect(await gap()).toBeLessThanOrEqual(1);
  });

  test('testimonial width, background-layout hover, pricing currency and shop classes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-content-extras');
    const testimonial = page.locator('.et_pb_testimonial_0');
    const portrait = testimonial.locator('.et_pb_testimonial_portrait');
    await expect(portrait).toHaveCSS('width', '90px');
    // Indented by the portrait's outer width (its margins are Divi's stylesheet's).
    const outer = await portrait.evaluate((p: HTMLElement) => {
      const style = getComputedStyle(p);
      return p.offsetWidth + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
    });
    expect(outer).toBeGreaterThanOrEqual(90);
    await expect(testimonial.locator('.et_pb_testimonial_description')).toHaveCSS('margin-left', `${outer}px`);
    await expect(portrait).toHaveAttribute('style', /background-image/);
    await testimonial.hover();
    await expect(testimonial).toHaveClass(/\bet_pb_bg_layout_dark\b/);
    await expect(testimonial).not.toHaveClass(/\bet_pb_bg_layout_light\b/);
    await page.mouse.move(0, 0);
    await expect(testimonial).toHaveClass(/\bet_pb_bg_layout_light\b/);
    await page.waitForLoadState('load');
    const sign = page.locator('.et_pb_pricing_table_0 .et_pb_dollar_sign');
    await expect.poll(() => sign.evaluate((s: HTMLElement) => parseFloat(s.style.marginLeft))).toBeLessThan(0);
    const width = await sign.evaluate((s) => s.getBoundingClientRect().width);
    expect(await sign.evaluate((s: HTMLElement) => parseFloat(s.style.marginLeft))).toBeCloseTo(-width, 1);
    const products = page.locator('.et_pb_shop_0 li.product');
    for (let i = 0; i < 4; i++) await expect(products.nth(i)).toHaveClass(new RegExp(`\\bet_pb_shop_item_0_${i}\\b`));
    const overlay = products.first().locator('.et_overlay');
    await expect(overlay).toHaveAttribute('data-icon', 'P');
    await expect(overlay).toHaveClass(/\bet_pb_inline_icon\b/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => testimonial.locator('.et_pb_testimonial_description').evaluate((d: HTMLElement) => d.style.marginLeft)).toBe('');
  });
});
