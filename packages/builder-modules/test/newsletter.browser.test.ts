import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, holdRequests, serverLog, waitForMounted } from '../../../test/browser';

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
