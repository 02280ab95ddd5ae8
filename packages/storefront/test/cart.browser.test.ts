// The demo shop's listing against the reference backend (examples/server/routes/woocommerce-cart.mjs).
import { test, expect, expectNoAxeViolations, waitForMounted, serverLog, serverLogAfterPage } from '../../../test/browser';
import type { Page } from '@playwright/test';

const button = (page: Page, id: number) => page.locator(`.ajax_add_to_cart[data-product_id="${id}"]`);
const miniCart = (page: Page) => page.locator('#secondary .widget_shopping_cart_content');

async function openShop(page: Page) {
  await page.goto('/shop');
  await waitForMounted(page, 'storefront-cart');
  await waitForMounted(page, 'storefront-fragments');
}

/** Records the WooCommerce events the page fires, as other scripts would see them. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'removed_from_cart']) {
      document.body.addEventListener(name, () => w.seen.push(name));
    }
  });
}

test('adds to the cart, fills the mini-cart, then removes from it by keyboard', async ({ page, watch }) => {
  await openShop(page);
  await expect(page.locator('#woocommerce_widget_cart-2')).toBeHidden(); // no cart yet: the widget hides itself
  await recordEvents(page);
  await button(page, 4100).click();
  await expect(button(page, 4100)).toHaveClass(/added/);
  await expect(button(page, 4100)).not.toHaveClass(/loading/);
  const viewCart = page.locator('li.post-4100 a.added_to_cart.wc-forward');
  await expect(viewCart).toHaveText('View cart');
  await expect(viewCart).toHaveAttribute('href', /\/cart\/$/);
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(miniCart(page)).toContainText('Braided USB-C Cable');
  await expect(page.locator('#woocommerce_widget_cart-2')).toBeVisible();
  await expect(page.locator('#dropins-live-polite')).toHaveText('“Braided USB-C Cable” has been added to your cart');
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    'adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded',
  ]);
  expect(await page.evaluate(() => document.cookie)).toMatch(/woocommerce_cart_hash=[0-9a-f]{32}/);

  await button(page, 4101).click();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Keyboard: the remove link has role=button, so Space removes.
  await miniCart(page).getByRole('button', { name: 'Remove Braided USB-C Cable from cart' }).focus();
  await page.keyboard.press('Space');
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(miniCart(page)).not.toContainText('Braided USB-C Cable');
  await expect(page.locator('#dropins-live-polite')).toHaveText('“Braided USB-C Cable” has been removed from your cart');
  // Focus stays in the mini-cart, on the remaining item's remove link.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Remove Rugged Phone Case from cart');
  const removes = (await serverLog(page)).filter((r) => r.query['wc-ajax'] === 'remove_from_cart');
  expect(removes.at(-1)?.body.cart_item_key).toMatch(/^[0-9a-f]{32}$/);
  expect(watch.errors).toEqual([]);
  expect(watch.warnings).toEqual([]);
});

test('sends cart requests one at a time, in click order', async ({ page, watch }) => {
  let inFlight = 0;
  let most = 0;
  const order: string[] = [];
  // The first answer is held until the second click has been made and the page has had time to send a second request.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((done) => (releaseFirst = done));
  await page.route('**/?wc-ajax=add_to_cart', async (route) => {
    inFlight++;
    most = Math.max(most, inFlight);
    order.push(new URLSearchParams(route.request().postData() ?? '').get('product_id') ?? '');
    const response = await route.fetch();
    if (order.length === 1) await firstHeld;
    inFlight--;
    await route.fulfill({ response });
  });
  await openShop(page);
  await button(page, 4101).click();
  await expect.poll(() => order.length).toBe(1);
  await button(page, 4100).click();
  await expect(button(page, 4100)).toHaveClass(/loading/); // queued behind the first
  // A request the page sends after the click: one sent at the click (not queued) would have reached the route first.
  await serverLogAfterPage(page);
  expect(order).toEqual(['4101']);
  releaseFirst();
  await expect(button(page, 4100)).toHaveClass(/added/);
  await expect(button(page, 4101)).toHaveClass(/added/);
  expect(order).toEqual(['4101', '4100']);
  expect(most).toBe(1);
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(2);
  expect(watch.errors).toEqual([]);
});

test('a third-party veto (should_send_ajax_request.adding_to_cart) stops the add: nothing sent, the button back to normal', async ({ page, watch }) => {
  await openShop(page);
  // What a validation plugin's page script does.
  await page.addScriptTag({
    content: `document.body.addEventListener('should_send_ajax_request.adding_to_cart', (e) => e.preventDefault());
      document.body.addEventListener('ajax_request_not_sent.adding_to_cart', (e) => (window.notSent = e.detail.length));`,
  });
  await page.request.get('/__demo/log/clear');
  const before = page.url();
  await button(page, 4100).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { notSent?: number }).notSent)).toBe(3);
  await expect(button(page, 4100)).not.toHaveClass(/loading|added/);
  expect((await serverLogAfterPage(page)).filter((r) => r.query['wc-ajax'])).toEqual([]);
  await expect(page.locator('.added_to_cart')).toHaveCount(0);
  expect(page.url()).toBe(before); // the link was not followed either
  expect(watch.errors).toEqual([]);
});

test('an out-of-stock answer redirects to its same-site product_url', async ({ page }) => {
  await openShop(page);
  await Promise.all([page.waitForURL(/\/shop\/\?unavailable=4104$/), button(page, 4104).click()]);
});

test('refuses an off-site product_url: one warning, the button back to normal, nothing else changes', async ({ page, watch }) => {
  await openShop(page);
  const before = page.url();
  await button(page, 4199).click();
  await expect.poll(() => watch.warnings.length).toBe(1);
  expect(watch.warnings[0]).toContain('storefront-cart');
  expect(watch.warnings[0]).toContain('product_url');
  await expect(button(page, 4199)).not.toHaveClass(/loading|added/);
  expect(page.url()).toBe(before);
  // The page keeps working.
  await button(page, 4100).click();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  expect(watch.errors).toEqual([]);
});

test('keeps the mini-cart in session storage; a visitor with no cart asks for no fragments', async ({ page }) => {
  await openShop(page);
  await page.request.get('/__demo/log/clear');
  await page.reload();
  await waitForMounted(page, 'storefront-fragments');
  expect((await serverLogAfterPage(page)).filter((r) => r.query['wc-ajax'])).toEqual([]);

  await button(page, 4100).click();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await page.request.get('/__demo/log/clear');
  await page.reload();
  // Cached fragments match the cart-hash cookie: shown at once, no request.
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  expect((await serverLogAfterPage(page)).filter((r) => r.query['wc-ajax'])).toEqual([]);

  // Another tab changed the cart (the cookie moved on): the page refreshes its fragments.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  expect((await serverLog(page)).filter((r) => r.query['wc-ajax']).map((r) => r.query['wc-ajax'])).toEqual(['get_refreshed_fragments']);
});

test('a server that is down: one warning, the button returns to normal', async ({ page, watch }) => {
  await page.route('**/?wc-ajax=add_to_cart', (route) => route.abort('connectionrefused'));
  await openShop(page);
  await button(page, 4100).click();
  await expect(button(page, 4100)).not.toHaveClass(/loading/);
  await expect.poll(() => watch.warnings.filter((w) => w.includes('storefront-cart')).length).toBe(1);
  expect(watch.warnings.find((w) => w.includes('storefront-cart'))).toContain('a.button');
  await expect(button(page, 4100)).not.toHaveClass(/added/);
});

test('the cart code cannot be fetched: the add-to-cart link does what it does without script', async ({ page, watch }) => {
  await page.route(/\/cart-actions-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
  await openShop(page);
  await Promise.all([page.waitForURL(/[?&]add-to-cart=4100/), button(page, 4100).click()]);
  expect(watch.warnings.some((w) => w.includes('the cart code could not be loaded'))).toBe(true);
});

test('the ordering dropdown submits its form when changed', async ({ page }) => {
  await openShop(page);
  await waitForMounted(page, 'storefront-ordering');
  await Promise.all([page.waitForURL(/orderby=price-desc/), page.locator('select.orderby').selectOption('price-desc')]);
  expect(new URL(page.url()).searchParams.get('paged')).toBe('1');
});

test('elements a post names after document members stop nothing: events reach the body, focus stays in the mini-cart', async ({ page, watch }) => {
  // In a browser `<img name="body">` shadows document.body (and so on): the shop's page with such images in it.
  await page.route(/\/shop\/?$/, async (route) => {
    const res = await route.fetch();
    const shadows = ['body', 'activeElement', 'referrer'].map((name) => `<img name="${name}" alt="" width="1" height="1">`).join('');
    return route.fulfill({ response: res, body: (await res.text()).replace(/<body([^>]*)>/, `<body$1>${shadows}`) });
  });
  await openShop(page);
  expect(await page.evaluate(() => (document.body as unknown as Element).tagName)).toBe('IMG');
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    const body: HTMLElement = Object.getOwnPropertyDescriptor(Document.prototype, 'body')!.get!.call(document);
    for (const name of ['added_to_cart', 'removed_from_cart']) body.addEventListener(name, (e) => e.target === body && w.seen.push(name));
  });
  await button(page, 4100).click();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await button(page, 4101).click();
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(2);
  await miniCart(page).getByRole('button', { name: 'Remove Braided USB-C Cable from cart' }).focus();
  await page.keyboard.press('Space');
  await expect(miniCart(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Remove Rugged Phone Case from cart');
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['added_to_cart', 'added_to_cart', 'removed_from_cart']);
  expect(watch.errors).toEqual([]);
  expect(watch.warnings).toEqual([]);
});
