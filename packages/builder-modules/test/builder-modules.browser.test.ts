import { test, expect, intersectionsDelivered, resizeTo, waitForMounted } from '../../../test/browser';
import { diviPage, motionOf, scrollTo, useEsmBuild } from './helpers';

// Family chunks are named after the family, with a content hash (`motion-s4ME2V2-.js`).
const FAMILY_CHUNK = /\/dist\/esm\/(multi-view|animations|motion|sticky|parallax|video-bg)-[\w-]+\.js$/;
const familyChunks = (paths: string[]) => paths.flatMap((p) => FAMILY_CHUNK.exec(p)?.[1] ?? []).sort();

test.describe('builder-modules: loading', () => {
  test('page 1 downloads only the families it uses', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-motion');
    await waitForMounted(page, 'builder-modules-video-bg');
    expect(familyChunks(requested)).toEqual(['animations', 'motion', 'multi-view', 'sticky', 'video-bg']);
    expect(watch.errors).toEqual([]);
  });

  test('page 2 downloads only parallax and animations', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-parallax');
    await waitForMounted(page, 'builder-modules-animations');
    expect(familyChunks(requested)).toEqual(['animations', 'parallax']);
    expect(watch.errors).toEqual([]);
  });

  test('adds the browser class once and stands down quietly elsewhere', async ({ page, watch }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules');
    expect(await page.evaluate(() => document.body.classList.contains('chrome'))).toBe(true);
    expect(watch.warnings.filter((w) => w.includes('builder-modules'))).toEqual([]);
  });
});

test.describe('builder-modules: motion effects', () => {
  for (const css of [true, false]) {
    test(`values are monotonic between start, mid and end (${css ? 'scroll-driven CSS' : 'scroll loop'})`, async ({ page }) => {
      if (!css) await page.addInitScript(() => delete (window as { ViewTimeline?: unknown }).ViewTimeline);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/divi');
      await waitForMounted(page, 'builder-modules-motion');
      // The layout position (offsetTop chain): the rendered box is already moved by the effect.
      const top = await page.$eval('.et_pb_image_0', (el: HTMLElement) => {
        let t = 0;
        for (let n: Element | null = el; n instanceof HTMLElement; n = n.offsetParent) t += n.offsetTop;
        return t;
      });
      const height = await page.$eval('.et_pb_image_0', (el: HTMLElement) => el.offsetHeight);
      // Trigger middle/middle: from the centre at the viewport bottom (0 %) to the centre at the top (100 %).
      const from = top + height / 2 - 800;
      const samples: Array<{ ty: number; opacity: number }> = [];
      for (let i = 0; i <= 10; i++) {
        await scrollTo(page, Math.max(0, from + (800 * i) / 10));
        samples.push(await motionOf(page, '.et_pb_image_0'));
      }
      const ty = samples.map((s) => s.ty);
      for (let i = 1; i < ty.length; i++) expect(ty[i]).toBeLessThanOrEqual(ty[i - 1] + 0.5);
      expect(ty[0]).toBeGreaterThan(300); // startValue 4 → +400 px
      expect(ty[10]).toBeLessThan(-300); // endValue -4 → -400 px
      expect(Math.abs(ty[5])).toBeLessThan(20); // mid 0
      const opacity = samples.map((s) => s.opacity);
      for (let i = 1; i < opacity.length; i++) expect(opacity[i]).toBeGreaterThanOrEqual(opacity[i - 1] - 0.01);
      expect(opacity[0]).toBeLessThan(0.05);
      expect(opacity[10]).toBeCloseTo(1, 1);
    });
  }
});

const STICKY_PAGE = diviPage(
  `<div class="et_pb_section et_pb_section_0" style="height:600px"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column"><p>Intro</p></div></div></div>
   <div class="et_pb_section et_pb_section_1" style="height:1500px;padding:0">
     <div class="et_pb_row et_pb_row_1" style="display:block"><div class="et_pb_column">
       <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_sticky_module" style="height:100px;background:#fc0">Sticky note</div>
     </div></div>
   </div>
   <div class="et_pb_section et_pb_section_2" style="height:2000px"><p>After</p></div>`,
  {
    et_pb_sticky_elements: {
      et_pb_text_0: { id: 'et_pb_text_0', selector: '.et_pb_text_0', position: 'top', topOffset: '20px', bottomOffset: '0px', topLimit: 'none', bottomLimit: 'section', offsetSurrounding: 'on', transition: 'on' },
    },
  },
);

test.describe('builder-modules: sticky', () => {
  test('sticks, pauses at its limit and leaves, with a placeholder keeping the layout', async ({ page }) => {
    await page.route('**/sticky-test', (route) => route.fulfill({ contentType: 'text/html', body: STICKY_PAGE }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sticky-test');
    await waitForMounted(page, 'builder-modules-sticky-modules');
    const note = page.locator('.et_pb_text_0');
    const natural = await note.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const afterTop = () => page.$eval('.et_pb_section_2', (el) => el.getBoundingClientRect().top + window.scrollY);
    const layoutBefore = await afterTop();

    await scrollTo(page, natural - 100);
    await expect(note).not.toHaveClass(/et_pb_sticky\b/);

    await scrollTo(page, natural + 300);
    await expect(note).toHaveClass(/et_pb_sticky et_pb_sticky--top|et_pb_sticky--top/);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(20);
    expect(await note.evaluate((el) => getComputedStyle(el).zIndex)).toBe('10000');
    expect(await page.locator('.et_pb_sticky_placeholder').count()).toBe(1);
    expect(await afterTop()).toBe(layoutBefore); // nothing below jumped

    // The section ends 1500 px below its top: the note's bottom stops there (paused) and scrolls away with it.
    const sectionBottom = await page.$eval('.et_pb_section_1', (el) => el.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, sectionBottom - 60);
    await expect(note).toHaveClass(/et_pb_sticky--paused/);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBe(60);

    await scrollTo(page, 0);
    await expect(note).not.toHaveClass(/et_pb_sticky\b/);
    expect(await page.locator('.et_pb_sticky_placeholder').count()).toBe(0);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))).toBe(Math.round(natural));
  });

  test('the theme-builder header sticks above everything (z-index 10010)', async ({ page }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-sticky-modules');
    await scrollTo(page, 1500);
    const header = page.locator('.et_pb_section_0_tb_header');
    await expect(header).toHaveClass(/et_pb_sticky--top/);
    expect(await header.evaluate((el) => [Math.round(el.getBoundingClientRect().top), getComputedStyle(el).zIndex])).toEqual([0, '10010']);
  });
});

test.describe('builder-modules: entrance animations', () => {
  test('start once the element is in view and end as had-animation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-animations');
    const text = page.locator('.et_pb_text_0');
    const icon = page.locator('.et_pb_blurb_0 .et-waypoint');
    // The in-view observer has judged them (out of view): an element it saw in view would have started by now.
    await intersectionsDelivered(page);
    await expect(text).not.toHaveClass(/slideBottom/);
    await expect(icon).not.toHaveClass(/et-animated/);
    await text.scrollIntoViewIfNeeded();
    await expect(text).toHaveClass(/slideBottom/);
    await expect(icon).toHaveClass(/et-animated/);
    await expect(text).toHaveClass(/et_had_animation/);
    await expect(text).not.toHaveClass(/et_animated|slideBottom/);
    expect(await text.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('with reduced motion the element is shown at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-animations');
    await expect(page.locator('.et_pb_text_0')).toHaveClass(/et_had_animation/);
  });
});

test.describe('builder-modules: multi-view', () => {
  test('switches content, classes and visibility at 980 and 767 px, rewriting only what changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-multi-view', 2);
    const text = page.locator('.et_pb_text_demo_mv .et_pb_text_inner');
    const tabletOnly = page.locator('.et_pb_text_demo_mv_hidden .et_pb_text_inner');
    await expect(text).toHaveText('Shown on desktop');
    await expect(text).toHaveClass(/mv-desktop/);
    await expect(tabletOnly).toBeHidden();
    expect(await text.getAttribute('data-et-multi-view-load-tablet-hidden')).toBeNull();
    // Count writes to the element: a resize within one device must not touch it.
    await text.evaluate((el) => {
      const w = window as unknown as { mvWrites: number };
      w.mvWrites = 0;
      new MutationObserver((r) => (w.mvWrites += r.length)).observe(el, { childList: true, attributes: true, subtree: true });
    });
    const writes = () => page.evaluate(() => (window as unknown as { mvWrites: number }).mvWrites);
    // The page has seen the new width and rendered after it: a media-query change would have been handled.
    await resizeTo(page, 1100, 800);
    expect(await writes()).toBe(0);
    await page.setViewportSize({ width: 980, height: 800 });
    await expect(text).toHaveText('Shown on tablet');
    await expect(text).toHaveClass(/mv-tablet/);
    await expect(tabletOnly).toBeVisible();
    await page.setViewportSize({ width: 981, height: 800 });
    await expect(text).toHaveText('Shown on desktop');
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(text).toHaveText('Shown on phone');
    await expect(text).toHaveClass(/mv-phone/);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(text).toHaveText('Shown on tablet');
  });
});

test.describe('builder-modules: builder preview', () => {
  test('links and form submissions do nothing, and the visitor is told why', async ({ page }) => {
    // Records, after every listener of ours, whether the link's and the forms' default actions were stopped: a
    // click or submission that was not stopped starts its navigation at once, in the same task.
    await page.addInitScript(() => {
      const w = window as unknown as { defaults: string[] };
      w.defaults = [];
      for (const type of ['click', 'submit']) {
        addEventListener(type, (e) => {
          const target = e.target as Element;
          if (type === 'submit' || target.closest('a[href]')) w.defaults.push(`${type}:${e.defaultPrevented ? 'stopped' : 'allowed'}`);
        });
      }
    });
    await page.goto('/divi-preview');
    await waitForMounted(page, 'builder-modules');
    const url = page.url();
    await page.click('#preview-link');
    await page.fill('#s-preview', 'shoes');
    await page.press('#s-preview', 'Enter');
    await page.click('.et_pb_searchsubmit');
    expect(await page.evaluate(() => (window as unknown as { defaults: string[] }).defaults)).toEqual(['click:stopped', 'submit:stopped', 'submit:stopped']);
    expect(page.url()).toBe(url);
    await expect(page.locator('#dropins-live-polite')).toHaveText('Links and forms are disabled in this preview.');
  });
});

test.describe('builder-modules: parallax and video backgrounds', () => {
  test('true parallax moves the background down at 0.3 of the scroll, monotonic', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-parallax');
    const offsets: number[] = [];
    for (const y of [0, 200, 400, 600]) {
      await scrollTo(page, y);
      offsets.push((await motionOf(page, '.et_pb_fullwidth_header_0 .et_parallax_bg')).ty);
    }
    for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBeGreaterThan(offsets[i - 1]);
    expect(offsets[3] - offsets[0]).toBeGreaterThan(150);
    expect(offsets[3] - offsets[0]).toBeLessThan(200);
  });

  test('the video section loses its preload class and the video covers it', async ({ page }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-video-bg');
    await expect(page.locator('.et_pb_section_0')).not.toHaveClass(/et_pb_preload/);
    expect(await page.$eval('.et_pb_section_video_bg video', (v) => getComputedStyle(v).objectFit)).toBe('cover');
  });
});

test.describe('builder-modules: markup added later', () => {
  test('a module added after load downloads its family and mounts once, however often the page is scanned', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi-landing?n=4');
    await waitForMounted(page, 'builder-modules');
    const counterChunks = () => requested.filter((path) => /\/dist\/esm\/counters-[\w-]+\.js$/.test(path)).length;
    expect(counterChunks()).toBe(0);
    await page.evaluate(() => {
      const section = document.createElement('div');
      section.className = 'et_pb_section';
      section.innerHTML =
        '<div class="et_pb_module et_pb_number_counter et_pb_number_counter_9 et_pb_with_title" data-number-value="250" data-number-separator=",">' +
        '<div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div><h3 class="title">Added later</h3></div>';
      document.querySelector('#main-content')!.append(section);
      window.Dropins!.scan(section);
      window.Dropins!.scan(document.body);
    });
    await waitForMounted(page, 'builder-modules-counters');
    await page.locator('.et_pb_number_counter_9').scrollIntoViewIfNeeded();
    await expect(page.locator('.et_pb_number_counter_9')).toContainText('250');
    await page.evaluate(() => window.Dropins!.scan(document.body));
    expect(await page.evaluate(() => window.Dropins!.mounted().filter((m) => m.widget === 'builder-modules-counters').length)).toBe(1);
    expect(counterChunks()).toBe(1);
    expect(watch.errors).toEqual([]);
  });
});
