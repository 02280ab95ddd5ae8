// Visitor journeys on the real WordPress 7.1 + WooCommerce 10.9.1 shop, each run with our plugin (project
// `dropins`) and with the originals (project `originals`): a journey that passes with the originals and fails with
// ours is a regression of ours.
import { test, expect } from '../browser';
import type { Page } from '@playwright/test';
import { ORIGINAL_FILES, dropinsOnPage, dropinsRequests, expectOneSharedRuntime, noticeDismissed, ours, path, shop } from './shop';

const s = shop();

test.describe('product page', () => {
  test.beforeEach(async ({ context }) => noticeDismissed(context));

  test('choosing a variation shows its price and stock; an out-of-stock one cannot be added', async ({ page, watch }) => {
    await page.goto(path(s.variable.url));
    const form = page.locator('form.variations_form');
    const button = form.locator('.single_add_to_cart_button');
    await expect(button).toHaveClass(/wc-variation-selection-needed/);

    await form.locator('select#pa_colour').selectOption('blue');
    await form.locator('select#storage').selectOption('128 GB');
    await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
    await expect(form.locator('input[name="variation_id"]')).toHaveValue(/^[1-9]\d*$/);
    await expect(button).not.toHaveClass(/disabled/);

    await form.locator('select#storage').selectOption('256 GB');
    await expect(form.locator('.single_variation')).toContainText('Out of stock');
    await expect(button).toHaveClass(/wc-variation-is-unavailable/);

    await form.locator('select#pa_colour').selectOption('black');
    await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('799');
    // The original enables the button a moment after it shows the price (a click before that only raises an alert).
    await expect(button).not.toHaveClass(/disabled/);
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'has been added to your cart' })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('above the ajax threshold the variation comes from wc-ajax=get_variation', async ({ page, watch }) => {
    await page.goto(path(s.threshold.url));
    const form = page.locator('form.variations_form');
    await expect(form).toHaveAttribute('data-product_variations', 'false');
    await form.locator('select#pa_colour').selectOption('silver');
    const answer = page.waitForResponse((r) => r.url().includes('wc-ajax=get_variation'));
    await form.locator('select#storage').selectOption('512 GB');
    expect((await answer).status()).toBe(200);
    await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('1,199');
    await expect(form.locator('input[name="variation_id"]')).toHaveValue(/^[1-9]\d*$/);
    expect(watch.errors).toEqual([]);
  });

  test('the variation gallery follows the chosen colour, and the reset brings the product gallery back', async ({ page }) => {
    // Open question, kept visible: with the ORIGINAL Woo Variation Gallery (no Dropins) the reset sometimes leaves the
    // blue gallery in place (2 runs in 6 this session, on the unchanged code too; waiting for its get_default_gallery
    // answer first did not help). Dropins' own gallery runs this journey in the plugin projects.
    test.fixme(test.info().project.name === 'originals', 'the original plugin sometimes ignores the reset; cause not found yet');
    await page.goto(path(s.variable.url));
    // Woo Variation Gallery's wrapper: `loading-gallery` while it fetches a gallery (it ignores a reset meanwhile).
    const gallery = page.locator('.woo-variation-gallery-wrapper');
    const idle = gallery.and(page.locator(':not(.loading-gallery)'));
    await expect(idle.locator('img[alt="Aurora Side"]').first()).toBeAttached();
    const form = page.locator('form.variations_form');
    await form.locator('select#pa_colour').selectOption('blue');
    await form.locator('select#storage').selectOption('128 GB');
    await expect(idle.locator('img[alt="Aurora Blue"]').first()).toBeAttached();
    await expect(gallery.locator('img[alt="Aurora Side"]')).toHaveCount(0);
    await form.locator('.reset_variations').click();
    await expect(idle.locator('img[alt="Aurora Side"]').first()).toBeAttached();
    await expect(gallery.locator('img[alt="Aurora Blue"]')).toHaveCount(0);
  });
});

test.describe('shop loop and mini-cart', () => {
  test.beforeEach(async ({ context }) => noticeDismissed(context));

  test('add to cart goes through wc-ajax, and the mini-cart shows the item here and on the next page', async ({ page, context, watch }) => {
    test.slow(); // two full page loads
    await page.goto(path(s.accessories));
    // An empty cart's mini-cart is filled on load by a fragments request (both modes); its late answer would
    // overwrite the added item with "No products in the cart.", as it does for a visitor who clicks that fast.
    await page.waitForLoadState('networkidle');
    const add = page.getByRole('button', { name: /Add to cart: .USB-C Charger/ });
    const answer = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await add.click();
    expect((await answer).status()).toBe(200);
    await expect(add).toHaveClass(/\badded\b/);
    await expect(page.locator('a.added_to_cart')).toBeVisible();
    await expect(page.locator('.widget_shopping_cart_content')).toContainText('USB-C Charger');

    // A new tab has no stored fragments: the mini-cart is filled by wc-ajax=get_refreshed_fragments.
    const next = await context.newPage();
    const refreshed = next.waitForResponse((r) => r.url().includes('wc-ajax=get_refreshed_fragments'));
    await next.goto(path(s.post.url));
    expect((await refreshed).status()).toBe(200);
    await expect(next.locator('.widget_shopping_cart_content')).toContainText('USB-C Charger');
    expect(watch.errors).toEqual([]);
  });
});

test('an empty cart: the mini-cart says so, with no more requests than the original makes', async ({ page }) => {
  test.slow(); // two full page loads
  await noticeDismissed(page.context());
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('wc-ajax=get_refreshed_fragments') && asked.push(r.url()));
  await page.goto(path(s.post.url));
  const miniCart = page.locator('.dropins-test-mini-cart .widget_shopping_cart_content');
  await expect(miniCart).toHaveText('No products in the cart.');
  // The original asks once on the first page of a tab and keeps the answer for the next pages.
  expect(asked).toHaveLength(1);
  await page.goto(path(s.accessories));
  await expect(miniCart).toHaveText('No products in the cart.');
  expect(asked).toHaveLength(1);
});

test('the store notice shows until dismissed, and stays dismissed', async ({ page, context }) => {
  await page.goto(path(s.accessories));
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === `store_notice${s.storeNoticeId}`)?.value).toBe('hidden');
  await page.reload();
  await expect(notice).toBeHidden();
});

test.describe('consent bar', () => {
  test.beforeEach(async ({ context }) => noticeDismissed(context));

  for (const choice of ['accept', 'reject'] as const) {
    test(`${choice}: the bar closes, the choice is stored and the bar stays closed`, async ({ page, context }) => {
      await page.goto(path(s.post.url));
      const bar = page.locator('#moove_gdpr_cookie_info_bar');
      await expect(bar).toBeVisible();
      await bar.locator(choice === 'accept' ? '.moove-gdpr-infobar-allow-all' : '.moove-gdpr-infobar-reject-btn').click();
      await expect(bar).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'moove_gdpr_popup');
      expect(cookie).toBeDefined();
      const consent = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as Record<string, string>;
      expect(consent.strict).toBe('1');
      expect(consent.thirdparty).toBe(choice === 'accept' ? '1' : '0');
      await page.reload();
      await expect(page.locator('#moove_gdpr_cookie_info_bar')).toBeHidden();
    });
  }
});

test.describe('comments', () => {
  test.beforeEach(async ({ context }) => noticeDismissed(context));

  test('reply moves the form under the comment, cancel puts it back, and the reply is posted', async ({ page }) => {
    await page.goto(path(s.post.url));
    const respond = page.locator('#respond');
    // comment-reply puts the form right after the comment's element (data-belowelement).
    const below = page.locator(`#comment-${s.post.comment} + #respond`);
    await page.getByRole('link', { name: 'Reply to Mira' }).click();
    await expect(below).toHaveCount(1);
    await expect(page.locator('#comment_parent')).toHaveValue(String(s.post.comment));
    await page.locator('#cancel-comment-reply-link').click();
    await expect(below).toHaveCount(0);
    await expect(page.locator('#comment_parent')).toHaveValue('0');

    await page.getByRole('link', { name: 'Reply to Mira' }).click();
    await respond.locator('#comment').fill(`A clear case works too (${test.info().project.name}).`);
    await respond.locator('#author').fill('Ana');
    await respond.locator('#email').fill('ana@example.test');
    await respond.locator('[type="submit"]').click();
    await expect(page.getByText(`A clear case works too (${test.info().project.name}).`)).toBeVisible();
  });
});

/** The script URLs the page loaded and the localized globals (nonces masked: they differ per session). */
async function snapshot(page: Page, names: string[]) {
  return page.evaluate((list) => {
    const scrub = (key: string, value: unknown) => (/nonce/i.test(key) ? '(nonce)' : value);
    const w = window as unknown as Record<string, unknown>;
    return {
      scripts: [...document.scripts].map((el) => el.src).filter(Boolean),
      globals: Object.fromEntries(list.map((n) => [n, JSON.stringify(w[n], scrub)])),
    };
  }, names);
}

test('the page prints our scripts instead of the originals, with the same localized globals', async ({ page, browser }, info) => {
  test.skip(!ours(info), 'compares the two modes once');
  test.slow(); // two full page loads
  const globals = [
    'wc_add_to_cart_variation_params',
    'woocommerce_params',
    'wc_cart_fragments_params',
    'wc_order_attribution',
    'wc_single_product_params',
    'woo_variation_gallery_options',
    'moove_frontend_gdpr_scripts',
    'gdpr_consent__strict',
    'awdr_params',
    // (CleanTalk's ctPublic / ctPublicFunctions print inline, apart from the script, and its bundle adds to them.)
  ];
  await page.goto(path(s.variable.url));
  const mine = await snapshot(page, globals);
  const originals = await browser.newContext({ storageState: { cookies: [{ name: 'dropins', value: 'off', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } });
  const other = await originals.newPage();
  await other.goto(new URL(path(s.variable.url), s.url).href);
  const theirs = await snapshot(other, globals);
  await originals.close();

  for (const file of ['variation-form.js', 'storefront.js', 'consent-bar.js', 'email-decoder.js', 'antispam-signals.js']) {
    expect(mine.scripts.some((src) => src.includes(`/plugins/dropins/dist/wp/${file}?ver=`)), `ours prints ${file}`).toBe(true);
  }
  expect(theirs.scripts.filter((src) => src.includes('/plugins/dropins/'))).toEqual([]);
  for (const file of ORIGINAL_FILES) {
    expect(theirs.scripts.some((src) => src.includes(file)), `the originals print ${file}`).toBe(true);
    expect(mine.scripts.some((src) => src.includes(file)), `ours does not print ${file}`).toBe(false);
  }
  for (const name of globals) {
    expect(mine.globals[name], name).not.toBeUndefined();
    expect(mine.globals[name], name).toBe(theirs.globals[name]);
  }
});

test('the default build: every widget script of the product page shares one runtime script, and every widget mounts', async ({ page, context, watch }, info) => {
  test.skip(!ours(info), 'a property of our plugin');
  await noticeDismissed(context);
  const requests = dropinsRequests(page);
  await page.goto(path(s.variable.url));
  const scripts = await expectOneSharedRuntime(
    page,
    ['email-decoder', 'antispam-signals', 'variation-form', 'storefront', 'gallery', 'consent-bar'],
    ['antispam-signals', 'consent-bar', 'gallery', 'storefront-cart', 'storefront-fragments', 'variation-form'],
  );

  // A part fetched on first use comes from beside them: the consent bar's settings.
  await page.locator('#moove_gdpr_cookie_info_bar').getByRole('button', { name: /settings/i }).click();
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  expect(requests.filter((r) => !scripts.includes(r.file) && r.file.endsWith('.js')).length).toBeGreaterThan(0);
  expect(requests.filter((r) => r.status !== 200 || !r.file.startsWith('dist/wp/'))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('with the standalone classic scripts chosen, each widget brings its own runtime and still works', async ({ page, context, watch }, info) => {
  test.skip(!ours(info), 'a setting of our plugin');
  await noticeDismissed(context);
  await context.addCookies([{ name: 'dropins_build', value: 'standalone', url: s.url }]);
  await page.goto(path(s.variable.url));
  const form = page.locator('form.variations_form');
  await form.locator('select#pa_colour').selectOption('black');
  await form.locator('select#storage').selectOption('128 GB');
  await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
  const { scripts, runtimes } = await dropinsOnPage(page);
  for (const widget of ['variation-form', 'storefront', 'consent-bar', 'gallery']) expect(scripts).toContain(`dist/${widget}.js`);
  expect(scripts.filter((file) => file.startsWith('dist/wp/'))).toEqual([]);
  // One runtime per widget script (their lazy parts, in dist/<widget>/, bring none).
  expect(runtimes).toBe(scripts.filter((file) => /^dist\/[\w-]+\.js$/.test(file)).length);
  expect(watch.errors).toEqual([]);
});

test('with the ES-module build chosen, the widgets load as modules sharing one runtime and still work', async ({ page, context, watch }, info) => {
  test.skip(!ours(info), 'a setting of our plugin');
  await noticeDismissed(context);
  await context.addCookies([{ name: 'dropins_build', value: 'module', url: s.url }]);
  const runtime: string[] = [];
  page.on('request', (r) => r.url().includes('/plugins/dropins/dist/esm/runtime') && runtime.push(r.url()));
  const requests = dropinsRequests(page);
  await page.goto(path(s.variable.url));
  for (const widget of ['variation-form', 'storefront', 'consent-bar']) {
    await expect(page.locator(`script[type="module"][src$="/plugins/dropins/dist/esm/${widget}.js"]`)).toHaveCount(1);
  }
  // The consent bar's lazy part imports its entry: one URL, so one module, fetched once.
  await expect.poll(() => requests.filter((r) => /^dist\/esm\/ui-/.test(r.file)).length).toBe(1);
  expect(requests.filter((r) => r.file === 'dist/esm/consent-bar.js')).toHaveLength(1);
  const form = page.locator('form.variations_form');
  await form.locator('select#pa_colour').selectOption('black');
  await form.locator('select#storage').selectOption('128 GB');
  await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
  expect(runtime).toHaveLength(1);
  expect(watch.errors).toEqual([]);
});

test('with every widget off, the pages print exactly what they print without the plugin', async ({ request }, info) => {
  test.skip(!ours(info), 'compares the two modes once');
  // Script and stylesheet tags, and the localized data blocks (nonces masked: they are per request).
  const tags = async (url: string, mode: string) => {
    const html = await (await request.get(url, { headers: { cookie: `dropins=${mode}` } })).text();
    return [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*rel=['"]stylesheet['"][^>]*>|var [a-z_]+ = \{.*?\};/gis)].map((m) =>
      m[0].replace(/("[a-z_]*nonce[a-z_]*":")[^"]*"/gi, '$1"'),
    );
  };
  for (const url of [s.variable.url, s.post.url, s.accessories]) {
    const off = await tags(path(url), 'off');
    expect(off.length).toBeGreaterThan(10);
    expect(off).toEqual(await tags(path(url), 'unhooked'));
  }
});
