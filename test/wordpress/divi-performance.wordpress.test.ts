// Divi's own performance options (Theme Options → General → Performance) switched per test through the test shop's
// cookie `dropins_divi` (the must-use plugin filters Divi's `et_divi` option; the site is not rebuilt). The shop's
// `et_divi`, as Divi wrote it at setup, has dynamic JavaScript libraries and defer jQuery off and the rest on (what
// the other Divi journeys run with); here the first two on (Divi then prints only the libraries a page's modules
// need, and moves jQuery to the body with a stand-in in the head when nothing in the head needs it), and every
// option off (every library, no dynamic or critical CSS, every module's code). Journeys on the showcase and the
// product pages in both projects (our plugin, the originals), and the first screens compared pixel for pixel,
// plugin on and off, under each setting.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../browser';
import { differingShare, firstScreen, TOLERANCE } from './pixels';
import { noticeDismissed, ours, path, shop } from './shop';

const s = shop();

const SETTINGS = [
  {
    name: 'dynamic JavaScript libraries and defer jQuery on',
    cookie: 'dynamic_js_libraries:on|enable_jquery_body:on',
  },
  {
    name: 'every performance option off',
    cookie: 'dynamic_module_framework:off|dynamic_css:off|dynamic_js_libraries:off|critical_css:off|enable_jquery_body:off|enable_jquery_compatibility:off',
  },
];

async function diviCookies(context: BrowserContext, setting: string, off = false) {
  await noticeDismissed(context);
  const cookies = [
    { name: 'dropins_theme', value: 'divi' },
    { name: 'dropins_divi', value: setting },
    ...(off ? [{ name: 'dropins', value: 'off' }] : []),
  ];
  await context.addCookies(cookies.map((c) => ({ ...c, url: s.url })));
}

async function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.scripts].map((el) => el.src).filter(Boolean));
}

for (const setting of SETTINGS) {
  test.describe(`Divi with ${setting.name}`, () => {
    test.beforeEach(async ({ context }) => {
      await diviCookies(context, setting.cookie);
    });

    test('showcase: slider, toggle, tabs, counters and the contact form work', async ({ page, watch }, info) => {
      test.slow();
      await page.goto(path(s.divi.showcase));
      if (ours(info)) {
        // Only originals we replace on this page: no jQuery, and no stand-in for it either.
        expect((await scriptsOf(page)).filter((src) => /jquery|scripts\.min\.js/.test(src))).toEqual([]);
        expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
      }

      const slider = page.locator('.et_pb_slider_0');
      await expect(slider.locator('.et_pb_slide_0')).toHaveClass(/et-pb-active-slide/);
      await slider.hover();
      await slider.locator('.et-pb-arrow-next').click();
      await expect(slider.locator('.et_pb_slide_1')).toHaveClass(/et-pb-active-slide/);

      const toggle = page.locator('.et_pb_toggle_0');
      await toggle.scrollIntoViewIfNeeded();
      await toggle.locator('.et_pb_toggle_title').click();
      await expect(toggle).toHaveClass(/et_pb_toggle_open/);

      const tabs = page.locator('.et_pb_tabs_0');
      await tabs.locator('li.et_pb_tab_1 a').click();
      await expect(tabs.locator('.et_pb_all_tabs .et_pb_tab_1')).toBeVisible();
      await expect(tabs.locator('.et_pb_all_tabs .et_pb_tab_0')).toBeHidden();

      await page.locator('.et_pb_number_counter_0').scrollIntoViewIfNeeded();
      await expect(page.locator('.et_pb_number_counter_0 .percent-value')).toHaveText(/^12,?500$/);

      const form = page.locator('#ask');
      await form.scrollIntoViewIfNeeded();
      await form.locator('select[name^="et_pb_contact_inquiry"]').selectOption('Business');
      await expect(form.locator('[data-id="company"]')).toBeVisible();
      expect(watch.errors).toEqual([]);
    });

    test('product pages: a variation shows its price; the stray modules are wrapped and their toggle opens', async ({ page, watch }) => {
      await page.goto(path(s.variable.url));
      const form = page.locator('form.variations_form');
      await form.locator('select#pa_colour').selectOption('black');
      await form.locator('select#storage').selectOption('128 GB');
      await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');

      await page.goto(path(s.divi.product));
      await expect(page.locator('.woocommerce-product-details__short-description #et-boc > .et-l > #kit-short')).toHaveCount(1);
      const toggle = page.locator('#kit-toggle');
      await toggle.locator('.et_pb_toggle_title').click();
      await expect(toggle).toHaveClass(/et_pb_toggle_open/);
      expect(watch.errors).toEqual([]);
    });

    test('the first screens look the same with our plugin and with the originals', async ({ browser }, info) => {
      test.skip(!ours(info), 'compares the two modes once');
      test.slow(); // four page loads
      const measured: Array<{ name: string; share: number; size: string; file: string }> = [];
      for (const [name, url] of [
        ['showcase', s.divi.showcase],
        ['product', s.variable.url],
      ] as const) {
        const cookies = [{ name: 'dropins_theme', value: 'divi' }, { name: 'dropins_divi', value: setting.cookie }];
        const on = await firstScreen(browser, url, { cookies });
        const off = await firstScreen(browser, url, { cookies: [...cookies, { name: 'dropins', value: 'off' }] });
        measured.push({ name, ...differingShare('divi-performance', `${setting.name} ${name}`, on, off) });
      }
      for (const { name, share, size, file } of measured) {
        expect(share, `${name} (${size}; see ${file}.diff.png)`).toBeLessThanOrEqual(TOLERANCE);
      }
    });
  });
}
