// The contact page against the reference backend: fields arrive with submissions, GET search forms stay
// untouched, a blocked answer opens the modal, and no fault of ours (or of the backend) loses a submission.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';

const TOKEN = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
type Post = { to: string; raw: string; body: Record<string, string> };

async function posts(page: Page, to: string): Promise<Post[]> {
  const all: Post[] = await (await page.request.get('/__demo/cleantalk/posts')).json();
  return all.filter((p) => p.to === to);
}
const decode = (b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
/** A fresh page with the bot detector's token in local storage (the shape its script writes) and a unique marker. */
async function open(page: Page, withToken = true) {
  await page.request.get('/__demo/cleantalk/clear');
  if (withToken) {
    await page.addInitScript((t) => localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: t, timestamp: Math.floor(Date.now() / 1000) })), TOKEN);
  }
  await page.goto('/contact');
  await waitForMounted(page, 'antispam-signals');
  await waitForMounted(page, 'antispam-signals-badge', 2);
}
async function fillComment(page: Page, email = 'jana.novak@example.org') {
  await page.locator('#comment').pressSequentially('Does the 26 cm skillet come pre-seasoned?', { delay: 5 });
  await page.fill('#author', 'Jana Novak');
  await page.fill('#email', email);
}

test('the comment form posts once with the visitor fields plus visible fields, no-cookie data and the token', async ({ page, watch }) => {
  await open(page);
  await page.mouse.move(40, 60);
  await page.mouse.move(400, 500, { steps: 8 });
  await fillComment(page);
  // Fields are attached 1 s after load (and again on submission): wait for the first fill.
  await expect(page.locator('#commentform [name="apbct_visible_fields"]')).toBeAttached();
  await page.click('#submit');
  await expect(page.locator('h1')).toHaveText('Comment received');
  const sent = await posts(page, 'comment');
  expect(sent).toHaveLength(1);
  const body = sent[0].body;
  expect(body).toMatchObject({ comment: 'Does the 26 cm skillet come pre-seasoned?', author: 'Jana Novak', email: 'jana.novak@example.org', submit: 'Post Comment', comment_post_ID: '45', comment_parent: '0' });
  expect(body.ct_checkjs).toBe('9b2f64c1d0e37a85f21c4b6d8e0a93f7c51e2d4b6a8f0c3e5d7b9a1c2e4f6a8b');
  expect(body.ct_bot_detector_event_token).toBe(TOKEN);
  expect(decode(body.apbct_visible_fields)).toEqual({
    0: { visible_fields: 'comment author email url', visible_fields_count: 4, invisible_fields: 'comment_post_ID comment_parent ct_no_cookie_hidden_field', invisible_fields_count: 3 },
  });
  expect(body.ct_no_cookie_hidden_field.startsWith('_ct_no_cookie_data_')).toBe(true);
  const data = decode(body.ct_no_cookie_hidden_field.slice('_ct_no_cookie_data_'.length));
  expect(data).toMatchObject({ ct_mouse_moved: true, ct_has_input_focused: true, ct_has_key_up: true, ct_cookies_type: 'none', apbct_page_hits: 1 });
  expect(data.apbct_session_id).toMatch(/^[a-z]{10}$/);
  expect(data.ct_pointer_data.length).toBeGreaterThan(1);
  expect(data.typo[0].countOfKey).toBe('Does the 26 cm skillet come pre-seasoned?'.length);
  expect(watch.errors).toEqual([]);
});

test('the GET search form is left alone', async ({ page, watch }) => {
  await open(page);
  const form = page.locator('form.search-form');
  const fields = () => form.evaluate((f) => f.innerHTML);
  const before = await fields();
  // Past the first fill (the comment form has its fields) and one sweep (a token field taken away comes back).
  const token = page.locator('#commentform [name="ct_bot_detector_event_token"]');
  await expect(token).toBeAttached();
  await token.evaluate((el) => el.remove());
  await expect(token).toBeAttached();
  expect(await fields()).toBe(before);
  await page.fill('#search-form-1', 'skillet');
  await page.press('#search-form-1', 'Enter');
  await page.waitForURL(/\?s=skillet/);
  expect([...new URL(page.url()).searchParams.keys()].filter((k) => /^ct_|^apbct_visible/.test(k))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a blocked answer opens the modal with the message; Esc closes it', async ({ page }) => {
  await open(page);
  await page.fill('input[name="your-name"]', 'Spam Bot');
  await page.fill('input[name="your-email"]', 'spammer@example.test');
  // What CF7's own script does on submit: FormData of the form to its REST route.
  await page.evaluate(() => fetch('/wp-json/contact-form-7/v1/contact-forms/120/feedback', { method: 'POST', body: new FormData(document.querySelector('form.wpcf7-form') as HTMLFormElement) }));
  const dialog = page.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
  await expect(dialog).toContainText('*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***');
  await expect(dialog.locator('#cleantalk-modal-content')).toBeVisible();
  // The original's structure, without a heading of ours; focus starts on the close button and stays inside.
  await expect(page.locator('#cleantalk-modal-overlay > #cleantalk-modal-inner > #cleantalk-modal-close')).toBeFocused();
  await expect(dialog.getByRole('heading')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#cleantalk-modal-overlay') || document.activeElement === document.body)).toBe(true);
  await expectNoAxeViolations(page, '#cleantalk-modal-overlay');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // An ordinary answer of the same route opens nothing.
  await page.fill('input[name="your-email"]', 'jana@example.org');
  // The answer read whole, then a task and a frame: our reader of the same answer has had its turn (the modal's code
  // is already loaded, so a modal it opened would be there).
  await page.evaluate(async () => {
    const answer = await fetch('/wp-json/contact-form-7/v1/contact-forms/120/feedback', { method: 'POST', body: new FormData(document.querySelector('form.wpcf7-form') as HTMLFormElement) });
    await answer.text();
    await new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => done()), 0));
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('third-party XHR forms get the token and the bot-detector state; other requests pass unchanged', async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    localStorage.setItem('ct_bot_detector_frontend_data_log', '[["init",1]]');
    const send = (body: string) =>
      new Promise((done) => {
        const x = new XMLHttpRequest();
        x.open('POST', '/wp-admin/admin-ajax.php');
        x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
        x.onloadend = done;
        x.send(body);
      });
    return send('action=happyforms_message&email=a%40example.org').then(() => send('action=apbct_js_keys__get&x=1'));
  });
  const [sent] = await posts(page, 'happyforms');
  expect(sent.raw).toMatch(`action=happyforms_message&email=a%40example.org&data%5Bct_bot_detector_event_token%5D=${TOKEN}&data%5Bapbct_browser_state%5D=`);
  const state = JSON.parse(new URLSearchParams(sent.raw).get('data[apbct_browser_state]')!);
  expect(state).toEqual({ botd_logic_loaded: 0, botd_wrapper_loaded: 0, frontend_data_log: '[["init",1]]' });
  const log: Array<{ path: string; body: Record<string, string> }> = await (await page.request.get('/__demo/log')).json();
  const keys = log.filter((r) => r.body.action === 'apbct_js_keys__get' && r.body.x === '1').at(-1);
  expect(keys?.body).toEqual({ action: 'apbct_js_keys__get', x: '1' });
});

test('fail-open: our code throwing loses nothing; fields named submit, action and method go through once', async ({ page, watch }) => {
  // Break what our form code relies on: the style reader and the encoder of the no-cookie data.
  await page.addInitScript(() => {
    window.getComputedStyle = () => {
      throw new Error('injected fault');
    };
    TextEncoder.prototype.encode = () => {
      throw new Error('injected fault');
    };
  });
  // The page clock, paused before the page loads, moves only when the test runs it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await open(page);
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.setAttribute('action', '/contact/send');
    form.innerHTML = '<label>Name <input name="your-name" value="Ada"></label><input type="hidden" name="action" value="visitor-action"><input type="hidden" name="method" value="visitor-method"><button name="submit" value="go">Send</button>';
    document.querySelector('main')!.append(form);
  });
  // Past the first fill (1 s) and one sweep (2 s later) over the new form, both failing on the injected faults.
  await page.clock.runFor(3_100);
  await page.locator('button[name="submit"]').click();
  await expect(page.locator('h1')).toHaveText('Message sent');
  const sent = await posts(page, 'contact');
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({ 'your-name': 'Ada', action: 'visitor-action', method: 'visitor-method', submit: 'go' });
  expect(watch.errors).toEqual([]);
  expect(watch.warnings.some((w) => w.includes('antispam-signals'))).toBe(true);
});

test('fail-open: with the backend down the comment still posts once', async ({ page }) => {
  await page.route(/\/wp-json\/|admin-ajax\.php/, (route) => route.abort());
  await open(page, false);
  await fillComment(page, 'jana@example.org');
  await page.click('#url');
  await page.click('#submit');
  await expect(page.locator('h1')).toHaveText('Comment received');
  expect(await posts(page, 'comment')).toHaveLength(1);
});

test('email-exists indicator: good, bad, tooltip on focus, removed when emptied', async ({ page }) => {
  await open(page);
  await page.fill('#email', 'jana@example.org');
  await page.click('#url');
  const badge = page.locator('#apbct-check_email_exist-block');
  await expect(badge).toHaveClass(/apbct-check_email_exist-good_email/);
  await badge.focus();
  await expect(page.getByRole('tooltip')).toHaveText('The email exists and is good to use! Anti-Spam by CleanTalk.');
  await expectNoAxeViolations(page, '#respond');
  await page.fill('#email', 'ghost@nowhere.example.test');
  await page.click('#url');
  await expect(badge).toHaveClass(/apbct-check_email_exist-bad_email/);
  await page.fill('#email', '');
  await expect(badge).toHaveCount(0);
});

test('real-person badges open by click, focus and hover and close with Esc', async ({ page }) => {
  await open(page);
  const badges = page.getByRole('button', { name: 'The Real Person Badge!' });
  await expect(badges).toHaveCount(2);
  await expect(badges.first().locator('img')).toHaveAttribute('alt', 'The Real Person Badge!');
  // The badge and its popup sit straight in the author block, as the original puts them.
  await expect(page.locator('#div-comment-212 .comment-author > .apbct-real-user-badge')).toHaveCount(1);
  const popup = page.locator('#div-comment-212 .comment-author > .apbct-real-user-badge + .apbct-real-user-popup');
  await badges.first().focus();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Verified as a real person');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await badges.first().hover();
  await expect(popup).toHaveClass(/visible/);
  await expectNoAxeViolations(page, '#comments');
  await page.mouse.move(0, 0);
  await expect(popup).toBeHidden();
});
