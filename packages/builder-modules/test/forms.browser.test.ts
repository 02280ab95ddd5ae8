import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, holdRequests, serverLog, waitForMounted } from '../../../test/browser';
import { CONTACT_FORM } from './not-ours';

const CONTACT = 'builder-modules-contact-form';
const FORM = '#et_pb_contact_form_0';
const MESSAGE = `${FORM} .et-pb-contact-message`;

async function openContact(page: Page, keepRedirect = false): Promise<void> {
  await page.goto('/divi');
  await waitForMounted(page, CONTACT);
  if (!keepRedirect) await page.$eval(FORM, (el) => el.removeAttribute('data-redirect_url'));
}

/** Fills the contact form with the keyboard only, from the name field on. */
async function fillByKeyboard(page: Page, message: string, inquiry: 'Personal' | 'Business' = 'Personal'): Promise<void> {
  await page.focus('#et_pb_contact_name_0');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.test');
  await page.keyboard.press('Tab');
  await page.keyboard.press(inquiry === 'Personal' ? 'ArrowDown' : 'End');
  await page.keyboard.press('Tab');
  if (inquiry === 'Business') {
    await page.keyboard.type('Analytical Engines');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(message);
  await page.keyboard.press('Tab');
  const sum = await page.$eval('.et_pb_contact_captcha', (el: HTMLElement) => Number(el.dataset.first_digit) + Number(el.dataset.second_digit));
  await page.keyboard.type(String(sum));
}

const contactPosts = async (page: Page) => (await serverLog(page)).filter((e) => e.method === 'POST' && e.path === '/divi');

test.describe('builder-modules: contact form', () => {
  test('validation lists, links, announces and focuses the errors; the conditional field and the captcha follow Divi', async ({ page, watch }) => {
    await openContact(page);
    await expect(page.locator('.et_pb_contact_field_3')).toBeHidden();
    await page.focus('.et_pb_contact_submit');
    await page.keyboard.press('Enter');
    const message = page.locator(MESSAGE);
    await expect(message.locator('p').first()).toHaveText('Please, fill in the following fields:');
    await expect(message.locator('ul').first().locator('li')).toHaveText(['Name', 'Email Address', 'Inquiry type', 'Message', 'Captcha']);
    const name = page.locator('#et_pb_contact_name_0');
    await expect(name).toBeFocused();
    await expect(name).toHaveClass(/et_contact_error/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const messageId = await message.getAttribute('id');
    await expect(name).toHaveAttribute('aria-describedby', messageId ?? 'missing');
    await expect(page.locator('[aria-live="assertive"]')).toContainText('Please, fill in the following fields: Name');
    await expectNoAxeViolations(page, FORM, CONTACT_FORM);

    // Keyboard only: choosing Business shows the company field (change), then a bad email and a wrong captcha.
    await page.focus('#et_pb_contact_name_0');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@@example');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await expect(page.locator('.et_pb_contact_field_3')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#et_pb_contact_company_0')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(message.locator('li')).toHaveText(['Company', 'Invalid email', 'You entered the wrong number in captcha.']);
    await expect(message.locator('p.et_normal_padding')).toHaveText('Please, fix the following errors:');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    const captcha = page.locator('.et_pb_contact_captcha');
    await expect(captcha).toHaveValue('');
    const digits = await captcha.evaluate((el: HTMLElement) => [Number(el.dataset.first_digit), Number(el.dataset.second_digit)]);
    for (const d of digits) expect(d >= 1 && d <= 15).toBe(true);
    await expect(page.locator('.et_pb_contact_captcha_question')).toHaveText(`${digits[0]} + ${digits[1]}`);
    expect(await contactPosts(page)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('posts the form with the fields JSON to the page URL and shows the answer; off-site redirects are refused', async ({ page, watch }) => {
    await openContact(page, true);
    await page.$eval(FORM, (el) => el.setAttribute('data-redirect_url', 'https://evil.test/phish'));
    const conversions = page.evaluate(() => new Promise((done) => document.body.addEventListener('dropins:divi-conversion', (e) => done((e.target as Element).id), { once: true })));
    await fillByKeyboard(page, 'Hello there');
    await page.keyboard.press('Enter');
    await expect(page.locator(MESSAGE)).toHaveText('Thanks for contacting us');
    await expect(page.locator(`${FORM} form`)).toHaveCount(0);
    expect(await conversions).toBe('et_pb_contact_form_0');
    const [post] = await contactPosts(page);
    expect(post.body.et_pb_contact_name_0).toBe('Ada');
    expect(post.body.et_pb_contact_captcha_0).toMatch(/^\d+$/);
    expect(post.body['_wpnonce-et-pb-contact-form-submitted-0']).toBe('a1b2c3d4e5');
    expect(post.body.token).toBe('');
    expect(JSON.parse(post.body.et_pb_contact_email_fields_0).map((f: { original_id: string }) => f.original_id)).toEqual(['name', 'email', 'inquiry_type', 'message']);
    expect(JSON.parse(post.body.et_pb_contact_email_fields_0)[1]).toEqual({ field_id: 'et_pb_contact_email_0', original_id: 'email', required_mark: 'required', field_type: 'email', field_label: 'Email Address' });
    expect(JSON.parse(post.body.et_pb_contact_email_hidden_fields_0)).toEqual(['company']);
    expect(page.url()).toMatch(/\/divi$/);
    expect(watch.warnings.filter((w) => w.includes('refused the redirect'))).toHaveLength(1);
    await expect(page.locator(MESSAGE)).toBeFocused();
    await expectNoAxeViolations(page, FORM, CONTACT_FORM);
    expect(watch.errors).toEqual([]);
  });

  test('redirects to a same-origin URL after a successful answer', async ({ page }) => {
    await openContact(page, true);
    await fillByKeyboard(page, 'Hello', 'Business');
    await Promise.all([page.waitForURL(/\/thank-you\/$/), page.keyboard.press('Enter')]);
  });

  test('dims while a slow answer is on its way and refuses a second submit', async ({ page }) => {
    await openContact(page);
    // The answer is on its way until the test lets it through.
    const answer = await holdRequests(page, (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/divi');
    await fillByKeyboard(page, 'Hello');
    await page.keyboard.press('Enter');
    await expect(page.locator(FORM)).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => page.$eval(FORM, (el) => getComputedStyle(el).opacity)).toBe('0.2');
    await page.click('.et_pb_contact_submit');
    expect(answer.held).toHaveLength(1);
    answer.release();
    await expect(page.locator(MESSAGE)).toHaveText('Thanks for contacting us');
    await expect.poll(() => page.$eval(FORM, (el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await contactPosts(page)).toHaveLength(1);
  });

  test('never runs scripts or handlers from the answer', async ({ page, watch }) => {
    await openContact(page);
    await fillByKeyboard(page, 'hostile answer');
    await page.keyboard.press('Enter');
    await expect(page.locator(MESSAGE)).toContainText('Thanks for contacting us');
    expect(await page.locator(`${FORM} script, ${FORM} [onerror]`).count()).toBe(0);
    expect(await page.evaluate(() => (window as { __diviHostile?: string }).__diviHostile)).toBeUndefined();
    // The answer's image (a 404) loads as an image may; its onerror handler was stripped.
    expect(watch.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  for (const kind of ['servererror', 'status'] as const) {
    test(`a server-side error (${kind === 'status' ? 'HTTP 404' : 'HTTP 200'}) shows the answer's message and keeps what was typed`, async ({ page }) => {
      await openContact(page, true);
      await fillByKeyboard(page, `${kind} please`);
      await page.keyboard.press('Enter');
      await expect(page.locator(MESSAGE)).toHaveText('Make sure you entered the captcha.');
      await expect(page.locator('#et_pb_contact_name_0')).toHaveValue('Ada');
      await expect(page.locator('#et_pb_contact_message_0')).toHaveValue(`${kind} please`);
      expect(page.url()).toMatch(/\/divi$/);
    });
  }

  test('a failed request keeps the form as typed and lets the visitor send again', async ({ page, watch }) => {
    await openContact(page);
    await fillByKeyboard(page, 'fail once');
    await page.keyboard.press('Enter');
    await expect(page.locator(MESSAGE)).toHaveText('Unexpected response code');
    await expect(page.locator('#et_pb_contact_message_0')).toHaveValue('fail once');
    await page.fill('#et_pb_contact_message_0', 'now it works');
    await page.click('.et_pb_contact_submit');
    await expect(page.locator(MESSAGE)).toHaveText('Thanks for contacting us');
    expect(watch.warnings.filter((w) => w.includes(CONTACT))).toHaveLength(1);
  });

  for (const [what, from, to] of [
    ['conditional logic', 'data-conditional-logic="[[&quot;inquiry_type&quot;,&quot;is&quot;,&quot;Business&quot;]]"', 'data-conditional-logic="[[&quot;inquiry_type&quot;,&quot;resembles&quot;"'],
    ['et_pb_custom', /var et_pb_custom = \{.*\};/, 'var et_pb_custom = "broken";'],
  ] as const) {
    test(`malformed ${what}: one warning, and the form submits natively`, async ({ page, watch }) => {
      // A full keyboard fill and a native page submission on the heaviest demo page.
      test.slow();
      await page.route('**/divi', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace(from, to) });
      });
      await page.goto('/divi');
      await expect.poll(() => watch.warnings.filter((w) => w.includes('[dropins] builder-modules')).length).toBe(1);
      await page.$eval(FORM, (el) => el.removeAttribute('data-redirect_url'));
      // The module stood down, so the conditional company field stays as Divi's CSS leaves it without script: hidden.
      await expect(page.locator('.et_pb_contact_field_3')).toBeHidden();
      await fillByKeyboard(page, 'native please');
      const native = page.waitForRequest((r) => r.method() === 'POST' && r.resourceType() === 'document');
      await page.keyboard.press('Enter');
      expect((await native).postData()).toContain('et_pb_contact_message_0=native+please');
      expect(watch.warnings.filter((w) => w.includes('[dropins] builder-modules'))).toHaveLength(1);
    });
  }
});

test.describe('builder-modules: email opt-in', () => {
  const SIGNUP = '.et_pb_signup_0';
  const subscribes = async (page: Page) => (await serverLog(page)).filter((e) => e.body.action === 'et_pb_submit_subscribe_form');

  test('checks the fields, subscribes through admin-ajax and shows the success message', async ({ page, watch }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-newsletter');
    await page.focus(`${SIGNUP} .et_pb_newsletter_button`);
    await page.keyboard.press('Enter');
    await expect(page.locator('#et_pb_signup_firstname')).toHaveClass(/et_pb_signup_error/);
    await expect(page.locator('#et_pb_signup_firstname')).toBeFocused();
    await page.keyboard.type('Ada');
    await page.focus('#et_pb_signup_email');
    await page.keyboard.type('ada@example');
    await page.keyboard.press('Enter');
    await expect(page.locator('#et_pb_signup_email')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('.test');
    await page.keyboard.press('Enter');
    await expect(page.locator(`${SIGNUP} .et_pb_newsletter_success`)).toBeVisible();
    await expect(page.locator(`${SIGNUP} .et_pb_newsletter_fields`)).toBeHidden();
    const [sent] = await subscribes(page);
    expect(sent.body).toMatchObject({ et_frontend_nonce: '3f9c1d2e4b', et_list_id: 'a1b2c3d4e5', et_firstname: 'Ada', et_lastname: '', et_email: 'ada@example.test', et_provider: 'mailchimp', et_account: 'Example Account', et_ip_address: 'true', token: '', et_checksum: '0c4f5b0e8d3e2f1a9b7c6d5e4f3a2b1c' });
    await expectNoAxeViolations(page, SIGNUP);
    expect(watch.errors).toEqual([]);
  });

  test('shows the server error as text, an empty answer as subscription_failed, and sends once while busy', async ({ page }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-newsletter');
    await page.fill('#et_pb_signup_firstname', 'Ada');
    await page.fill('#et_pb_signup_email', 'servererror@example.test');
    await page.click(`${SIGNUP} .et_pb_newsletter_button`);
    const error = page.locator(`${SIGNUP} .et_pb_newsletter_error`);
    await expect(error).toHaveText('Mailchimp: <b>Invalid list</b>');
    expect(await error.locator('b').count()).toBe(0);
    await page.fill('#et_pb_signup_email', 'empty@example.test');
    await page.click(`${SIGNUP} .et_pb_newsletter_button`);
    await expect(error).toHaveText('Please, check the fields below to make sure you entered the correct information.');
    const answer = await holdRequests(page, (r) => r.method() === 'POST' && r.url().includes('admin-ajax.php'));
    await page.fill('#et_pb_signup_email', 'ada@example.test');
    await page.click(`${SIGNUP} .et_pb_newsletter_button`);
    await expect(page.locator(`${SIGNUP} .et_pb_newsletter_button`)).toHaveClass(/et_pb_button_text_loading/);
    await page.click(`${SIGNUP} .et_pb_newsletter_button`);
    expect(answer.held).toHaveLength(1);
    answer.release();
    await expect(page.locator(`${SIGNUP} .et_pb_newsletter_success`)).toBeVisible();
    expect(await subscribes(page)).toHaveLength(3);
  });

  test('page 2: a required custom field, its Mailchimp option id, and the redirect with the query data', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-newsletter');
    await page.fill('#et_pb_signup_firstname', 'Ada');
    await page.fill('#et_pb_signup_email', 'ada@example.test');
    await page.click('.et_pb_newsletter_button');
    await expect(page.locator('.et_pb_newsletter_error li')).toHaveText(['Topic']);
    await expect(page.locator('#et_pb_contact_topic_0')).toBeFocused();
    await page.selectOption('#et_pb_contact_topic_0', 'Design');
    await Promise.all([page.waitForURL(/\/welcome\/\?/), page.click('.et_pb_newsletter_button')]);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ first_name: 'Ada', email: 'ada@example.test', ip_address: '203.0.113.7' });
    const [sent] = (await serverLog(page)).filter((e) => e.body.action === 'et_pb_submit_subscribe_form');
    expect(sent.body['et_custom_fields[topic][a1b2c3d4e5]']).toBe('Design');
  });
});

test.describe('builder-modules: split tests', () => {
  const stats = async (page: Page) =>
    (await serverLog(page)).filter((e) => e.body.action === 'et_pb_update_stats_table').map((e) => JSON.parse(e.body.stats_data_array).record_type as string);

  test('fetches the subject behind the cache, logs each goal once and remembers it for 365 days', async ({ page, watch, context }) => {
    await page.clock.install();
    await page.goto('/divi-split');
    await expect(page.locator('.et_pb_ab_subject_id-14_1 h2')).toHaveText('Variant B headline');
    await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
    await page.locator('.et_pb_ab_goal').scrollIntoViewIfNeeded();
    await expect.poll(() => stats(page)).toContain('view_goal');
    await page.clock.runFor(3000);
    await expect.poll(() => stats(page)).toContain('read_goal');
    await page.$eval('.et_pb_ab_goal', (a) => a.addEventListener('click', (e) => e.preventDefault()));
    await page.click('.et_pb_ab_goal');
    await page.click('.et_pb_ab_goal');
    await page.clock.runFor(5000);
    await expect.poll(async () => (await stats(page)).sort()).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);
    const first = (await serverLog(page)).find((e) => e.body.action === 'et_pb_update_stats_table');
    expect(first?.body.et_ab_log_nonce).toBe('8a7b6c5d4e');
    const cookies = await context.cookies();
    const view = cookies.find((c) => c.name === 'et_pb_ab_view_goal_1417000000001');
    expect(view?.value).toBe('true');
    expect((view?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(cookies.some((c) => c.name === 'et_pb_ab_click_goal_141700000000')).toBe(true);
    await page.reload();
    await page.locator('.et_pb_ab_goal').scrollIntoViewIfNeeded();
    await page.clock.runFor(9000);
    expect((await stats(page)).sort()).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);
    expect(watch.errors).toEqual([]);
  });

  test('a hostile subject never runs; a malformed answer gives one warning', async ({ page, watch }) => {
    await page.goto('/divi-split?subject=hostile');
    await expect(page.locator('.et_pb_ab_subject_id-14_1')).toHaveCount(1);
    expect(await page.locator('.et_pb_ab_subject script, .et_pb_ab_subject [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __diviHostile?: string }).__diviHostile)).toBeUndefined();
    // The page with its subject in place (axe once for this page state).
    await expectNoAxeViolations(page);
    await page.goto('/divi-split?subject=malformed');
    await expect.poll(() => watch.warnings.filter((w) => w.includes('builder-modules-split-test')).length).toBe(1);
  });
});
