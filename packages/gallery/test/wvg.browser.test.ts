// Woo Variation Gallery's markup on the demo product pages (/aero-case, /aero-case-left) in real Chromium, with the
// plugins' real stylesheets and Dropins' variation form: load, swaps, thumbnails, keyboard, resize, requests and
// their failures, XSS strings, zoom, axe.
import type { Page } from '@playwright/test';
import { test, expect, waitForMounted, serverLog } from '../../../test/browser';

const SLIDES = '.woo-variation-gallery-slider > .wvg-gallery-image';
const THUMBS = '.woo-variation-gallery-thumbnail-slider > .wvg-gallery-thumbnail-image';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForMounted(page, 'gallery');
}

async function choose(page: Page, colour: string, model = 'aero-12'): Promise<void> {
  await page.selectOption('#pa_colour', colour);
  await page.selectOption('#pa_model', model);
}

const gallerySources = (page: Page) => page.locator(`${SLIDES} img`).evaluateAll((imgs) => imgs.map((i) => (i.getAttribute('src') ?? '').split('/').pop()));
const requests = async (page: Page, endpoint: string) => (await serverLog(page)).filter((r) => r.query['wc-ajax'] === endpoint);

test.describe('gallery on Woo Variation Gallery pages', () => {
  test('load: the printed main image stays the same element, fetched once, and the loading state clears', async ({ page, watch }) => {
    // Axe on the whole page and several page loads: minutes on this shared 2-core machine under load.
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { __printed?: Element; __removed: number };
      w.__removed = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          // The parser may insert the slide and its <img> in separate steps: take the first img inside a slide.
          for (const n of r.addedNodes) {
            if (w.__printed || !(n instanceof Element)) continue;
            w.__printed = (n.matches('.wvg-gallery-image img') ? n : n.querySelector('.wvg-gallery-image img')) ?? undefined;
          }
          for (const n of r.removedNodes) if (n instanceof Element && (n.matches('img') || n.querySelector('img'))) w.__removed++;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, '/aero-case');
    const wrapper = page.locator('.woo-variation-gallery-wrapper');
    await expect(wrapper).toHaveClass(/wvg-loaded/);
    await expect(wrapper).not.toHaveClass(/loading-gallery/);
    await expect.poll(async () => (await requests(page, 'get_variation_gallery')).length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __printed?: Element }).__printed === document.querySelector('.woo-variation-gallery-slider img'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __removed: number }).__removed)).toBe(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/aero-case-600x600.jpg')).length);
    expect(fetched).toBe(1);
    // WVG's requests, in its order, with the form's product id and no nonce.
    const log = (await serverLog(page)).filter((r) => r.query['wc-ajax']?.startsWith('get_'));
    expect(log.map((r) => [r.query['wc-ajax'], r.body.product_id, r.method])).toEqual([
      ['get_default_gallery', '5310', 'POST'],
      ['get_variation_gallery', '5310', 'POST'],
    ]);
    await expect(page.locator(THUMBS).first()).toHaveClass(/current-thumbnail/);
    // Axe on this state (the page as loaded) runs once, in test/pages.browser.test.ts.
    expect(watch.errors).toEqual([]);
  });

  test('a found variation swaps in its gallery; Clear brings the default back', async ({ page, watch }) => {
    await open(page, '/aero-case');
    await expect.poll(async () => (await requests(page, 'get_default_gallery')).length).toBe(1);
    const events = page.evaluate(
      () =>
        new Promise<string[]>((done) => {
          const seen: string[] = [];
          const wrapper = document.querySelector('.woo-variation-gallery-wrapper') as Element;
          for (const name of ['before_woo_variation_gallery_init', 'woo_variation_gallery_image_loading', 'woo_variation_gallery_image_loaded'])
            wrapper.addEventListener(name, () => {
              seen.push(name);
              if (name.endsWith('loaded')) done(seen);
            });
        }),
    );
    await choose(page, 'coral');
    await expect.poll(() => gallerySources(page)).toEqual(['coral-600x600.jpg', 'coral-2-600x600.jpg', 'coral-3-600x600.jpg', 'coral-4-600x600.jpg', 'coral-5-600x600.jpg']);
    expect(await events).toEqual(['before_woo_variation_gallery_init', 'woo_variation_gallery_image_loading', 'woo_variation_gallery_image_loaded']);
    await expect(page.locator(THUMBS)).toHaveCount(5);
    await expect(page.locator('.woo-variation-gallery-wrapper')).not.toHaveClass(/loading-gallery/);
    // 5 thumbnails, 4 columns: the strip scrolls.
    await expect(page.locator('.woo-variation-gallery-thumbnail-slider')).toHaveClass(/dropins-strip/);
    await expect(page.locator('#dropins-live-polite')).toHaveText('Gallery updated: 5 images.');
    // The caption of coral-4 arrives HTML-escaped; it is shown as text.
    await expect(page.locator(`${SLIDES} img`).nth(3)).toHaveAttribute('data-caption', 'Wrist strap & clip');

    await choose(page, 'sand');
    await expect.poll(() => gallerySources(page)).toEqual(['sand-600x600.jpg', 'aero-case-2-600x600.jpg']);
    await page.locator('.reset_variations').click();
    await expect.poll(() => gallerySources(page)).toEqual(['aero-case-600x600.jpg', 'aero-case-2-600x600.jpg']);
    await expect(page.locator('.woo-variation-gallery-thumbnail-slider')).not.toHaveClass(/dropins-strip/);
    expect(watch.errors).toEqual([]);
  });

  test('thumbnails: click, Enter and Space show their image; the main row follows', async ({ page }) => {
    await open(page, '/aero-case');
    await choose(page, 'mint');
    await expect(page.locator(THUMBS)).toHaveCount(6);
    const track = page.locator('.woo-variation-gallery-slider');
    const slideAt = () => track.evaluate((t) => Math.round(t.scrollLeft / t.clientWidth));
    await page.locator(THUMBS).nth(1).click();
    await expect.poll(slideAt).toBe(1);
    await expect(page.locator(THUMBS).nth(1)).toHaveClass(/current-thumbnail/);
    await expect(page.locator(THUMBS).nth(0)).not.toHaveClass(/current-thumbnail/);

    await page.locator(THUMBS).nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(slideAt).toBe(2);
    await expect(page.locator(THUMBS).nth(2)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(THUMBS).nth(4)).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(slideAt).toBe(4);
    // The strip scrolled so that the current thumbnail is in view.
    await expect(page.locator(THUMBS).nth(4)).toBeInViewport({ ratio: 0.9 });
    // The main row itself: focusable, and the arrow keys move it natively.
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(slideAt).toBe(3);
    await expect(page.locator(THUMBS).nth(3)).toHaveClass(/current-thumbnail/);
  });

  test('left thumbnails: a column above 768 px, a row below, also after a live resize; reset on change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/aero-case-left');
    await choose(page, 'mint');
    await expect(page.locator(THUMBS)).toHaveCount(6);
    const strip = page.locator('.woo-variation-gallery-thumbnail-slider');
    await expect(strip).toHaveClass(/dropins-strip--side/);
    const layout = () =>
      page.evaluate(() => {
        const s = document.querySelector<HTMLElement>('.woo-variation-gallery-thumbnail-slider')!;
        const t = s.getBoundingClientRect();
        const m = document.querySelector<HTMLElement>('.woo-variation-gallery-slider')!.getBoundingClientRect();
        return { direction: getComputedStyle(s).flexDirection, left: t.right <= m.left + 1, below: t.top >= m.bottom - 1 };
      });
    expect(await layout()).toEqual({ direction: 'column', left: true, below: false });
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(layout).toEqual({ direction: 'row', left: false, below: true });
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(layout).toEqual({ direction: 'column', left: true, below: false });
    // reset_on_variation_change is on for this page: leaving an attribute unchosen restores the default.
    await page.selectOption('#pa_model', '');
    await expect.poll(() => gallerySources(page)).toEqual(['aero-case-600x600.jpg', 'aero-case-2-600x600.jpg']);
  });

  test('zoom on hover shows the large image of the current variation, only while hovering', async ({ page }) => {
    await open(page, '/aero-case');
    await choose(page, 'coral');
    await expect.poll(() => gallerySources(page)).toHaveLength(5);
    const main = page.locator(`${SLIDES}`).first();
    await main.hover({ position: { x: 280, y: 260 } });
    const zoom = page.locator('img.zoomImg');
    await expect(zoom).toHaveAttribute('src', /\/coral\.jpg$/);
    await expect(zoom).toHaveAttribute('aria-hidden', 'true');
    // Moved so that the point under the pointer shows (towards the bottom right).
    expect(await zoom.evaluate((z) => [parseFloat(z.style.left), parseFloat(z.style.top)].every((v) => v < -300))).toBe(true);
    await page.mouse.move(900, 600);
    await expect(zoom).toHaveCount(0);
    await choose(page, 'mint');
    await expect.poll(() => gallerySources(page)).toHaveLength(6);
    await page.locator(SLIDES).first().hover();
    await expect(page.locator('img.zoomImg')).toHaveAttribute('src', /\/mint\.jpg$/);
  });
});

test.describe('gallery requests and bad answers', () => {
  test('slow server: fast choose and clear keep one request of each kind, and the newest choice wins', async ({ page, watch }) => {
    await open(page, '/aero-case?wvg=slow');
    await choose(page, 'coral');
    await page.locator('.reset_variations').click();
    await choose(page, 'graphite');
    await page.locator('.reset_variations').click();
    // Another start event while the requests are in flight sends nothing more.
    await page.evaluate(() => document.querySelector('.variations_form')?.dispatchEvent(new CustomEvent('wc_variation_form', { bubbles: true })));
    await expect.poll(() => gallerySources(page)).toEqual(['aero-case-600x600.jpg', 'aero-case-2-600x600.jpg']);
    await expect(page.locator('.woo-variation-gallery-wrapper')).not.toHaveClass(/loading-gallery/);
    await expect.poll(async () => (await requests(page, 'get_variation_gallery')).length).toBe(1);
    expect(await requests(page, 'get_default_gallery')).toHaveLength(1);
    expect(watch.errors).toEqual([]);
  });

  test("`false` answers log the original's exact texts; the gallery stays usable", async ({ page, watch }) => {
    await open(page, '/aero-case?wvg=false');
    await expect.poll(() => watch.errors).toEqual([
      'Variation Gallery not available on variation id 5310.',
      'Variation Gallery variations images not available on variation id 5310.',
    ]);
    await choose(page, 'coral');
    await expect.poll(() => gallerySources(page)).toHaveLength(5);
    await page.locator('.reset_variations').click();
    await expect.poll(() => gallerySources(page)).toEqual(['aero-case-600x600.jpg', 'aero-case-2-600x600.jpg']);
  });

  for (const mode of ['fail', 'html']) {
    test(`an unusable answer (${mode}) gives one warning naming the widget and no page error`, async ({ page, watch }) => {
      await open(page, `/aero-case?wvg_default=${mode}`);
      await expect.poll(() => watch.warnings.filter((w) => w.startsWith('[dropins] gallery: get_default_gallery failed'))).toHaveLength(1);
      expect(watch.errors.filter((e) => !e.includes('500'))).toEqual([]);
      await choose(page, 'mint');
      await expect.poll(() => gallerySources(page)).toHaveLength(6);
      await page.locator('.reset_variations').click();
      await expect.poll(() => gallerySources(page)).toEqual(['aero-case-600x600.jpg', 'aero-case-2-600x600.jpg']);
    });
  }

  test('XSS strings in alt, title and caption stay text', async ({ page, watch }) => {
    await open(page, '/aero-case?wvg=xss');
    await expect.poll(async () => (await requests(page, 'get_default_gallery')).length).toBe(1);
    await choose(page, 'coral');
    await expect.poll(() => gallerySources(page)).toHaveLength(5);
    await page.locator('.reset_variations').click();
    const first = page.locator(`${SLIDES} img`).first();
    await expect(first).toHaveAttribute('alt', /<img src=x onerror/);
    await expect(first).toHaveAttribute('data-caption', /<script>/);
    await page.locator('.woo-variation-gallery-trigger').click();
    await expect(page.getByRole('dialog')).toContainText('<script>window.__xss=1</script>');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(watch.errors).toEqual([]);
  });
});
