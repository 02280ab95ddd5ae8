// CleanTalk (anti-spam signals, contact decoder, real-person badge) and Woo Discount Rules (bulk pricing) on the
// real shop, each journey with our plugin (project `dropins`) and with the originals (project `originals`).
// CleanTalk runs as on a site whose access key the service accepted; its cloud answers from the test shop's
// must-use plugin (nothing leaves the machine).
import { test, expect } from '../browser';
import { noticeDismissed, path, shop } from './shop';

const s = shop();

test.beforeEach(async ({ context }) => noticeDismissed(context));

test('a comment carries the anti-spam signals, and WordPress accepts it', async ({ page, context, watch }, info) => {
  const served = await page.goto(path(s.post.url));
  // The check key CleanTalk printed in the page's `ctPublic`: a number from its rotating keys, or (when it sees a
  // page cache, as in this shop with WP Super Cache) a static 64-digit hash. The script stores it in `ct_checkjs`.
  const key = /"ct_checkjs_key":"?([0-9a-f]+)"?[,}]/.exec((await served?.text()) ?? '')?.[1];
  expect(key, 'the check key printed in ctPublic').toMatch(/^([1-9]\d*|[0-9a-f]{64})$/);
  const form = page.locator('#commentform');
  // The signals go in cookies (the shop's CleanTalk keeps them there), written a moment after load: wait for them.
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
  await expect.poll(() => cookie('ct_checkjs')).toBe(key);
  const text = `A slim case and a strap (${info.project.name}, ${Date.now()}).`;
  await form.locator('#comment').fill(text);
  await form.locator('#author').fill('Lea');
  await form.locator('#email').fill('lea@example.test');
  const posted = page.waitForRequest((r) => r.url().includes('wp-comments-post.php') && r.method() === 'POST');
  await form.locator('[type="submit"]').click();
  const request = await posted;
  // (Which fields the visitor saw, `apbct_visible_fields`, is not checked: the original binds that to the form a
  // moment after load, so whether a quick visitor's submission carries it depends on timing.)
  const sent = Object.fromEntries(((await request.allHeaders()).cookie ?? '').split('; ').map((c) => c.split('=') as [string, string]));
  expect(sent.ct_checkjs, 'the JavaScript check key, as printed').toBe(key);
  expect(Number(sent.ct_ps_timestamp), 'when the page started').toBeGreaterThan(0);
  expect(JSON.parse(decodeURIComponent(sent.ct_screen_info ?? '{}'))).toHaveProperty('visibleWidth', 1280);
  expect(sent.ct_timezone).toMatch(/^-?\d+$/);
  expect(sent.ct_has_input_focused).toBe('true');
  // WordPress (with CleanTalk's server check) accepts it: the comment is on the page it redirects to.
  await expect(page.getByText(text)).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('the real-person badge opens its note', async ({ page }) => {
  await page.goto(path(s.post.url));
  const comment = page.locator(`#comment-${s.post.comment}`);
  const badge = comment.locator('.apbct-real-user-badge').first();
  await expect(badge).toBeVisible();
  await badge.hover();
  await expect(comment.locator('.apbct-real-user-popup.visible')).toBeVisible();
});

test.describe('contact decoder', () => {
  test('a click decodes the contact, and every encoded contact of the page shows its address', async ({ page, watch }) => {
    await page.goto(path(s.contact));
    const span = page.locator('span[data-original-string]').filter({ hasText: /pr.*le\.test/ }).first();
    await expect(span).not.toContainText('press@example.test');
    const answer = page.waitForResponse((r) => r.request().postData()?.includes('apbct_decode_email') ?? false);
    await span.click();
    expect((await answer).status()).toBe(200);
    const popup = page.locator('#apbct_popup');
    await expect(popup).toContainText('press@example.test', { timeout: 20_000 });
    await popup.getByText('Got it').click();
    await expect(popup).toBeHidden();
    await expect(page.locator('.entry-content, .wp-block-post-content').first()).toContainText('press@example.test');
    await expect(page.locator('a[href="mailto:orders@example.test"]')).toContainText('orders@example.test');
    expect(watch.errors).toEqual([]);
  });

  test('the keyboard decodes an encoded link', async ({ page }) => {
    await page.goto(path(s.contact));
    const link = page.locator('a[data-original-string]').first();
    await expect(link).toHaveAttribute('href', /\*/);
    await link.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('#apbct_popup');
    await expect(popup).toContainText('orders@example.test', { timeout: 20_000 });
    await popup.getByText('Got it').focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(link).toHaveAttribute('href', 'mailto:orders@example.test');
  });
});

test('Woo Discount Rules: the bulk table follows the variation, the price follows the quantity', async ({ page, watch }) => {
  await page.goto(path(s.variable.url));
  const form = page.locator('form.variations_form');
  const table = page.locator('.awdr-bulk-customizable-table').first();
  await form.locator('select#pa_colour').selectOption('black');
  await form.locator('select#storage').selectOption('128 GB');
  await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('699');
  // The variation's table, from wdr_ajax get_variable_product_bulk_table.
  await expect(table).toContainText('Two to four');
  await expect(table).toContainText('Five or more');
  const price = page.locator('.summary .price, .wp-block-woocommerce-product-price, .single_variation .price').filter({ hasText: '$' });
  await form.locator('input[name="quantity"]').fill('2');
  await form.locator('input[name="quantity"]').dispatchEvent('change');
  await expect(price.filter({ hasText: '629.10' }).first()).toBeVisible();
  await form.locator('input[name="quantity"]').fill('5');
  await form.locator('input[name="quantity"]').dispatchEvent('change');
  await expect(price.filter({ hasText: '559.20' }).first()).toBeVisible();
  expect(watch.errors).toEqual([]);
});
