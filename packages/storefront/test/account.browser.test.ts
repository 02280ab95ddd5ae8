// The demo account page (store notice, login/register forms, order attribution) and the discussion page.
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';

const NOTICE_COOKIE = 'store_notice6d937df8bf1eacb3e9a327a94afeb5a8';

test('store notice: shown, dismissed by keyboard, and never shown again', async ({ page, context, watch }) => {
  await page.goto('/account');
  await waitForMounted(page, 'storefront-notice');
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  // Axe on this state (the page as loaded, notice shown) runs once, in test/pages.browser.test.ts.
  await page.locator('.woocommerce-store-notice__dismiss-link').focus();
  await page.keyboard.press('Space');
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === NOTICE_COOKIE);
  expect(cookie?.value).toBe('hidden');
  expect(cookie?.path).toBe('/');
  await page.reload();
  await waitForMounted(page, 'storefront-notice');
  await expect(notice).toBeHidden();
  expect(watch.errors).toEqual([]);
});

test('show-password: a real button that toggles every time, by mouse and keyboard', async ({ page, watch }) => {
  await page.goto('/account');
  await waitForMounted(page, 'storefront-password', 2);
  const input = page.locator('#password');
  const toggle = page.locator('#password + button.show-password-input');
  await expect(page.locator('span.password-input > #password')).toHaveCount(1);
  await expect(toggle).toHaveAttribute('type', 'button');
  await expect(toggle).toHaveAccessibleName('Show password');
  await input.fill('hunter2');
  for (const [type, name] of [['text', 'Hide password'], ['password', 'Show password'], ['text', 'Hide password']]) {
    await toggle.click();
    await expect(input).toHaveAttribute('type', type);
    await expect(toggle).toHaveAccessibleName(name);
  }
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(input).toHaveAttribute('type', 'password');
  await expect(input).toHaveValue('hunter2');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(2); // login and register
  await expectNoAxeViolations(page);
  expect(watch.errors).toEqual([]);
});

test('order attribution: a landing URL with utm parameters fills the register form', async ({ page, context, watch }) => {
  await page.goto('/account?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=%3Cb%3Ehi%3C%2Fb%3E');
  await waitForMounted(page, 'storefront-attribution');
  const field = (name: string) => page.locator(`form.register input[type=hidden][name="wc_order_attribution_${name}"]`);
  await expect(field('source_type')).toHaveValue('utm');
  await expect(field('utm_source')).toHaveValue('newsletter');
  await expect(field('utm_medium')).toHaveValue('email');
  await expect(field('utm_campaign')).toHaveValue('spring sale');
  await expect(field('utm_content')).toHaveValue('hi'); // markup never reaches the order
  await expect(field('utm_term')).toHaveValue('(none)');
  await expect(field('referrer')).toHaveValue('(none)');
  await expect(field('session_entry')).toHaveValue(/\/account\?utm_source=newsletter/);
  await expect(field('session_start_time')).toHaveValue(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(field('session_pages')).toHaveValue('1');
  await expect(field('session_count')).toHaveValue('1');
  await expect(field('user_agent')).toHaveValue(await page.evaluate(() => navigator.userAgent));
  // A second page in the same session: the source stays, the page count grows.
  await page.goto('/account');
  await expect(field('utm_source')).toHaveValue('newsletter');
  await expect(field('session_pages')).toHaveValue('2');
  await expect(field('session_count')).toHaveValue('1');
  // A consent tool withdraws permission: fields emptied, cookies gone, no error.
  await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking(false));
  await expect(field('utm_source')).toHaveValue('');
  expect((await context.cookies()).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('comment reply: moves the form under the comment, cancel puts it back, Ctrl+Enter submits', async ({ page, watch }) => {
  let posted: URLSearchParams | null = null;
  await page.route('**/wp-comments-post.php', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Posted</title><main><h1>Posted</h1></main></html>' });
  });
  await page.goto('/discussion');
  await waitForMounted(page, 'storefront-comment-reply');
  const parent = page.locator('#comment_parent');
  const cancel = page.locator('#cancel-comment-reply-link');
  await expect(cancel).toBeHidden();

  await page.getByRole('link', { name: 'Reply to Alice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#div-comment-31 + #respond')).toHaveCount(1);
  await expect(parent).toHaveValue('31');
  await expect(cancel).toBeVisible();
  await expect(page.locator('#reply-title')).toContainText('Reply to Alice');
  await expect(page.locator('#comment')).toBeFocused();
  expect(page.url()).not.toContain('replytocom');
  await expectNoAxeViolations(page);

  await cancel.click();
  await expect(page.locator('#wp-temp-form-div')).toHaveCount(0);
  await expect(page.locator('#comments > #respond')).toHaveCount(1);
  await expect(parent).toHaveValue('0');
  await expect(cancel).toBeHidden();
  await expect(page.locator('#reply-title')).toContainText('Leave a Reply');
  await expect(page.getByRole('link', { name: 'Reply to Alice' })).toBeFocused();

  await page.getByRole('link', { name: 'Reply to Shopkeeper' }).click();
  await expect(parent).toHaveValue('32');
  await page.locator('#comment').fill('Thanks, that helps.');
  await page.locator('#author').fill('Bo');
  await page.locator('#email').fill('bo@example.com');
  await page.locator('#comment').focus();
  await Promise.all([page.waitForURL(/wp-comments-post\.php/), page.keyboard.press('Control+Enter')]);
  expect(posted!.get('comment_parent')).toBe('32');
  expect(posted!.get('comment')).toBe('Thanks, that helps.');
  expect(watch.errors).toEqual([]);
});
