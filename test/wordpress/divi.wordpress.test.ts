// The Divi shop: the same WordPress site under Divi 4.27.5 (cookie `dropins_theme=divi`), with builder pages whose
// markup Divi's own PHP renders. A journey per module family, each with our plugin (project `dropins`) and with
// Divi's own scripts (project `originals`). One page load per test; the families of a page are its steps.
import { test, expect } from '../browser';
import type { Page } from '@playwright/test';
import { differingShare, TOLERANCE } from './pixels';
import { dropinsRequests, expectOneSharedRuntime, noticeDismissed, ours, path, shop } from './shop';

const s = shop();

test.beforeEach(async ({ context }) => {
  await noticeDismissed(context);
  await context.addCookies([{ name: 'dropins_theme', value: 'divi', url: s.url }]);
});

/** Scrolls an element into the middle of the viewport (what waypoints and scroll effects react to). */
async function scrollTo(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

test('showcase: slider, toggle, accordion, tabs, counters, countdown, contact form, sticky, menu, motion, animation, link', async ({ page, watch }) => {
  test.slow(); // one long page with a step per family
  await page.goto(path(s.divi.showcase));

  await test.step('slider: the next arrow shows the next slide', async () => {
    const slider = page.locator('.et_pb_slider_0');
    await expect(slider.locator('.et_pb_slide_0')).toHaveClass(/et-pb-active-slide/);
    await slider.hover();
    await slider.locator('.et-pb-arrow-next').click();
    await expect(slider.locator('.et_pb_slide_1')).toHaveClass(/et-pb-active-slide/);
    await expect(slider.locator('.et_pb_slide_0')).not.toHaveClass(/et-pb-active-slide/);
  });

  await test.step('counters: the number and the circle count up when seen', async () => {
    await scrollTo(page, '.et_pb_number_counter_0');
    await expect(page.locator('.et_pb_number_counter_0 .percent-value')).toHaveText(/^12,?500$/);
    await expect(page.locator('.et_pb_circle_counter_0 .percent-value')).toHaveText('75');
  });

  await test.step('countdown: the days until the end', async () => {
    await expect(page.locator('.et_pb_countdown_timer_0 .days .value')).toHaveText(/^\d{3,4}$/);
  });

  await test.step('toggle and accordion: a title opens its content; the accordion keeps one open', async () => {
    await scrollTo(page, '.et_pb_toggle_0');
    const toggle = page.locator('.et_pb_toggle_0');
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
    await toggle.locator('.et_pb_toggle_title').click();
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
    await expect(toggle.locator('.et_pb_toggle_content')).toBeVisible();
    await page.locator('.et_pb_accordion_item_1 .et_pb_toggle_title').click();
    await expect(page.locator('.et_pb_accordion_item_1')).toHaveClass(/et_pb_toggle_open/);
    await expect(page.locator('.et_pb_accordion_item_0')).toHaveClass(/et_pb_toggle_close/);
  });

  await test.step('tabs: a tab shows its panel', async () => {
    const tabs = page.locator('.et_pb_tabs_0');
    await tabs.locator('.et_pb_tab_1 a, li.et_pb_tab_1 a').first().click();
    await expect(tabs.locator('.et_pb_all_tabs .et_pb_tab_1')).toBeVisible();
    await expect(tabs.locator('.et_pb_all_tabs .et_pb_tab_1')).toContainText('Two days');
    await expect(tabs.locator('.et_pb_all_tabs .et_pb_tab_0')).toBeHidden();
  });

  await test.step('contact form: the company field shows for a business inquiry; the captcha asks a sum', async () => {
    const form = page.locator('#ask');
    await scrollTo(page, '#ask');
    const company = form.locator('[data-id="company"]');
    await expect(company).toBeHidden();
    await form.locator('select[name^="et_pb_contact_inquiry"]').selectOption('Business');
    await expect(company).toBeVisible();
    await form.locator('select[name^="et_pb_contact_inquiry"]').selectOption('Personal');
    await expect(company).toBeHidden();
    // The captcha asks a sum of two numbers.
    await expect(form.locator('.et_pb_contact_captcha_question')).toHaveText(/^\d+ \+ \d+/);
  });

  await test.step('entrance animation and link option: the blurb fades in, and a click on it follows its link', async () => {
    await scrollTo(page, '#delivery-blurb');
    await expect(page.locator('#delivery-blurb')).toHaveClass(/et_had_animation/);
    await expect(page.locator('#delivery-blurb')).toHaveCSS('opacity', '1');
  });

  await test.step('motion: the image moves as the page scrolls', async () => {
    const transform = () => page.locator('#moving-image').evaluate((el) => getComputedStyle(el).transform);
    await page.locator('#moving-image').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(transform).not.toBe('none');
    const low = await transform();
    await page.locator('#moving-image').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect.poll(transform).not.toBe(low);
  });

  await test.step('sticky: the menu bar sticks to the top once scrolled past', async () => {
    // (Divi leaves a placeholder with the same id where the bar was.)
    const bar = page.locator('#sticky-bar:not(.et_pb_sticky_placeholder)');
    await expect(bar).toHaveClass(/et_pb_sticky(\s|$)/);
    const top = await bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
  });

  await test.step('menu module: the mega menu opens on hover', async () => {
    const menu = page.locator('#sticky-bar:not(.et_pb_sticky_placeholder) .et_pb_menu_0');
    // (The name ends with the dropdown arrow, a character of Divi's icon font drawn by its stylesheet.)
    await menu.getByRole('link', { name: /^Phones/ }).hover();
    const mega = menu.locator('.et_pb_menu__menu li.mega-menu > .sub-menu');
    await expect(mega).toBeVisible();
    await expect(mega.getByRole('link', { name: 'Aurora deals' })).toBeVisible();
  });

  await test.step('link option: a click on the blurb follows its link', async () => {
    await page.locator('#delivery-blurb').scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\?p=1$/), page.locator('#delivery-blurb .et_pb_blurb_description').click()]);
  });
  expect(watch.errors).toEqual([]);
});

test('media: portfolio filter and pages, gallery pages and slider, video overlay, blog pages by ajax', async ({ page, watch }) => {
  test.slow();
  await page.goto(path(s.divi.media));

  await test.step('portfolio: a filter shows its category, the pages page through it', async () => {
    const portfolio = page.locator('#work');
    const shown = portfolio.locator('.et_pb_portfolio_item:visible');
    await expect(shown).toHaveCount(3);
    await portfolio.locator('.et_pb_portofolio_pagination a', { hasText: /^3$/ }).click();
    await expect(shown).toHaveCount(1);
    await portfolio.locator('[data-category-slug="designs"]').click();
    await expect(shown).toHaveCount(3);
    await expect(portfolio.locator('.et_pb_portfolio_item.project_category_designs:visible')).toHaveCount(3);
  });

  await test.step('gallery grid: page 2 shows the other images', async () => {
    const gallery = page.locator('#photos');
    await expect(gallery.locator('.et_pb_gallery_item:visible')).toHaveCount(4);
    await gallery.locator('.et_pb_gallery_pagination a', { hasText: /^2$/ }).click();
    await expect(gallery.locator('.et_pb_gallery_item:visible')).toHaveCount(2);
  });

  await test.step('gallery slider: the next arrow shows the next image', async () => {
    const slider = page.locator('#photo-slider');
    await expect(slider.locator('.et_pb_gallery_item').first()).toHaveClass(/et-pb-active-slide/);
    await slider.hover();
    await slider.locator('.et-pb-arrow-next').click();
    await expect(slider.locator('.et_pb_gallery_item').nth(1)).toHaveClass(/et-pb-active-slide/);
  });

  await test.step('video: a click on the overlay removes it', async () => {
    const video = page.locator('#clip');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('.et_pb_video_overlay')).toBeVisible();
    await video.locator('.et_pb_video_overlay').click();
    await expect(video.locator('.et_pb_video_overlay')).toBeHidden();
  });

  await test.step('blog: older entries load page 2 in place', async () => {
    const blog = page.locator('#news');
    await blog.scrollIntoViewIfNeeded();
    await expect(blog).toContainText('Shop news 9');
    await blog.getByRole('link', { name: /Older Entries/ }).click();
    await expect(blog).toContainText('Shop news 6');
    await expect(blog).not.toContainText('Shop news 9');
    expect(page.url()).toContain(s.divi.media.split('?')[1]);
  });
  expect(watch.errors).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('theme header: the mobile menu opens and shows the mega menu items', async ({ page }) => {
    await page.goto(path(s.divi.plain));
    const bar = page.locator('#et_mobile_nav_menu .mobile_menu_bar');
    await bar.click();
    const menu = page.locator('#mobile_menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Aurora', exact: true })).toBeVisible();
  });
});

test('shop page under Divi: choosing a variation shows its price', async ({ page, watch }) => {
  await page.goto(path(s.variable.url));
  const form = page.locator('form.variations_form');
  await form.locator('select#pa_colour').selectOption('black');
  await form.locator('select#storage').selectOption('128 GB');
  await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
  expect(watch.errors).toEqual([]);
});

test('the Divi product page: every widget script shares one runtime script, and every widget mounts', async ({ page, watch }, info) => {
  test.skip(!ours(info), 'a property of our plugin');
  const requests = dropinsRequests(page);
  await page.goto(path(s.variable.url));
  await expectOneSharedRuntime(
    page,
    ['builder-modules', 'antispam-signals', 'variation-form', 'storefront', 'gallery', 'consent-bar'],
    ['antispam-signals', 'builder-modules', 'consent-bar', 'gallery', 'storefront-cart', 'variation-form'],
  );
  expect(requests.filter((r) => r.status !== 200 || !r.file.startsWith('dist/wp/'))).toEqual([]);
  const form = page.locator('form.variations_form');
  await form.locator('select#pa_colour').selectOption('black');
  await form.locator('select#storage').selectOption('128 GB');
  await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
  expect(watch.errors).toEqual([]);
});

test('a Divi page with only originals we replace prints no jQuery; a script that depends on a helper keeps it (and jQuery)', async ({ page, context }, info) => {
  test.skip(!ours(info), 'a property of the plugin');
  const scripts = () => page.evaluate(() => [...document.scripts].map((el) => el.src).filter(Boolean));
  await page.goto(path(s.divi.plain));
  const mine = await scripts();
  expect(mine.some((src) => src.includes('/plugins/dropins/dist/wp/builder-modules.js'))).toBe(true);
  expect(mine.filter((src) => /jquery|fitvids|common\.js|scripts\.min\.js/.test(src))).toEqual([]);
  // Another plugin's script that depends on Divi's common.js: it stays, and jQuery with it.
  await context.addCookies([{ name: 'dropins_third_party', value: 'et-core-common', url: s.url }]);
  await page.reload();
  const withThirdParty = await scripts();
  expect(withThirdParty.some((src) => src.includes('/core/admin/js/common.js'))).toBe(true);
  expect(withThirdParty.some((src) => src.includes('/jquery/jquery.min.js'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { dropinsThirdPartyRan?: boolean }).dropinsThirdPartyRan)).toBe(true);
});

/**
 * What a Divi product page with builder modules in its short description shows of Divi's modules wrapper: the
 * scripts printed, whether jQuery is there, the wrappers around that section (each ancestor up to the short
 * description: tag, id, classes), the toggle working, and a screenshot of the product summary.
 */
async function productWithModules(page: Page) {
  await page.goto(path(s.divi.product));
  const summary = page.locator('.summary.entry-summary');
  const toggle = summary.locator('#kit-toggle');
  await expect(toggle).toHaveClass(/et_pb_toggle_close/);
  await toggle.locator('.et_pb_toggle_title').click();
  await expect(toggle).toHaveClass(/et_pb_toggle_open/);
  await expect(toggle.locator('.et_pb_toggle_content')).toBeVisible();
  // (Closed again, with its animation over, for the screenshot.)
  await toggle.locator('.et_pb_toggle_title').click();
  await expect(toggle).toHaveClass(/et_pb_toggle_close/);
  await expect(toggle.locator('.et_pb_toggle_content')).toBeHidden();
  const seen = await page.evaluate(() => {
    const chain: string[] = [];
    for (let el = document.querySelector('#kit-short')?.parentElement; el && !el.matches('.woocommerce-product-details__short-description'); el = el.parentElement) {
      chain.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`);
    }
    return {
      scripts: [...document.scripts].map((el) => el.src).filter(Boolean),
      jQuery: typeof (window as unknown as { jQuery?: unknown }).jQuery,
      chain,
      wrappers: document.querySelectorAll('#et-boc, .et-l').length,
    };
  });
  await page.evaluate(() => document.fonts.ready);
  const shot = await summary.screenshot({ animations: 'disabled', caret: 'hide' });
  return { ...seen, shot };
}

test('a Divi product page with only originals we replace prints no jQuery, and wraps its stray modules as Divi does', async ({ page, browser, watch }, info) => {
  test.skip(!ours(info), 'compares our page with the originals in one test');
  test.slow(); // two page loads
  const mine = await productWithModules(page);
  expect(mine.scripts.some((src) => src.includes('/plugins/dropins/dist/wp/builder-modules.js'))).toBe(true);
  expect(mine.scripts.filter((src) => /jquery|cpt-modules-wrapper|scripts\.min\.js/.test(src))).toEqual([]);
  expect(mine.jQuery).toBe('undefined');
  expect(watch.errors).toEqual([]);

  const context = await browser.newContext();
  await noticeDismissed(context);
  await context.addCookies(['dropins=off', 'dropins_theme=divi'].map((c) => ({ name: c.split('=')[0], value: c.split('=')[1], url: s.url })));
  const theirs = await productWithModules(await context.newPage());
  await context.close();
  expect(theirs.scripts.some((src) => src.includes('/scripts/cpt-modules-wrapper.js'))).toBe(true);
  expect(theirs.jQuery).toBe('function');

  // The same wrappers, in the same places: the section in .et-l in #et-boc in the short description.
  expect(theirs.chain).toEqual(['div.et-l', 'div#et-boc']);
  expect(mine.chain).toEqual(theirs.chain);
  expect(mine.wrappers).toBe(theirs.wrappers);
  const { share, size, file } = differingShare('divi-wrapper', 'product summary', mine.shot, theirs.shot);
  expect(share, `the product summary with our plugin and with the originals (${size}; see ${file}.diff.png)`).toBeLessThanOrEqual(TOLERANCE);
});
