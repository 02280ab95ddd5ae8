// Pages that grow large: the demo shop's listing with 1,000 more add-to-cart buttons, and products added
// later (an infinite-scroll theme). Every button adds to the cart with one request, however often the page is scanned.
import type { Page } from '@playwright/test';
import { test, expect, waitForMounted, serverLog } from '../../../test/browser';

const MORE = 1000;

/** Serves /shop with `MORE` copies of its first product (the cable, 4100) before its own products. */
async function openBigShop(page: Page): Promise<void> {
  await page.route('**/shop', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const first = /<li class="product type-product post-4100[\s\S]*?<\/li>/.exec(html)![0];
    const list = '<ul class="products columns-4">';
    await route.fulfill({ response, body: html.replace(list, list + first.repeat(MORE)) });
  });
  await page.goto('/shop');
  await waitForMounted(page, 'storefront-cart');
  await waitForMounted(page, 'storefront-fragments');
}

/** The products of the add-to-cart requests the demo backend received from this test's visitor (a new session). */
const addRequests = async (page: Page) => (await serverLog(page)).filter((r) => r.query['wc-ajax'] === 'add_to_cart').map((r) => r.body.product_id);
const buttons = (page: Page, id: number) => page.locator(`.ajax_add_to_cart[data-product_id="${id}"]`);

test('a listing of 1,000 more products: the last button and one added later each add once, after two more scans', async ({ page, watch }) => {
  await openBigShop(page);
  expect(await buttons(page, 4100).count()).toBe(MORE + 1);
  await page.evaluate(() => {
    window.Dropins!.scan();
    window.Dropins!.scan(document.body);
  });
  // The page's own last product, after the 1,001 cables.
  await buttons(page, 4101).click();
  await expect(buttons(page, 4101)).toHaveClass(/added/);
  await expect(page.locator('#secondary .woocommerce-mini-cart-item')).toHaveCount(1);
  expect(await addRequests(page)).toEqual(['4101']);

  // An infinite-scroll theme appends the next page of products, then scans it.
  await page.evaluate(() => {
    const list = document.querySelector('ul.products')!;
    const item = list.querySelector('li.post-4100')!.cloneNode(true) as Element;
    item.classList.add('appended');
    list.append(item);
    window.Dropins!.scan(item);
  });
  const appended = page.locator('li.appended .ajax_add_to_cart');
  await appended.click();
  await expect(appended).toHaveClass(/added/);
  await expect(page.locator('#secondary .woocommerce-mini-cart-item')).toHaveCount(2);
  expect(await addRequests(page)).toEqual(['4101', '4100']);
  expect(watch.errors).toEqual([]);
});
