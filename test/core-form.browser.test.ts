// submitNatively in Chromium: a held form is re-submitted exactly once, with all its fields and the
// submitter's name/value, although its inputs named submit/action/method/id shadow the form's own properties.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './browser';
import { openHarness, ORIGIN } from './harness/bundle';

const COMMENT_FORM = `
<form id="commentform" action="/submit?replytocom=3" method="post">
  <p><label for="comment">Comment</label><textarea id="comment" name="comment">Nice chair &amp; table</textarea></p>
  <p><label for="author">Name</label><input id="author" name="author" value="Ann"></p>
  <input type="hidden" name="comment_post_ID" value="42">
  <input type="hidden" name="action" value="post_comment">
  <input type="hidden" name="method" value="dropins">
  <input type="hidden" name="id" value="7">
  <p><input id="consent" type="checkbox" name="wp-comment-cookies-consent" value="yes" checked><label for="consent">Save my name</label></p>
  <p><button type="submit" name="submit" id="submit" value="Post Comment">Post Comment</button>
  <button type="submit" name="preview" value="1" formaction="/submit?preview=1" formtarget="sink">Preview</button></p>
</form>
<iframe name="sink" title="preview"></iframe>`;

/** Holds every submit like a widget would (checks something for 50 ms), then re-submits natively. */
async function holdSubmits(page: Page): Promise<void> {
  await page.evaluate(() => {
    const form = document.getElementById('commentform') as HTMLFormElement;
    (window as unknown as { held: number }).held = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      (window as unknown as { held: number }).held++;
      setTimeout(() => window.harness.safety.submitNatively(form, e.submitter), 50);
    });
  });
}

function fields(req: Request): Array<[string, string]> {
  return [...new URLSearchParams(req.postData() ?? new URL(req.url()).search)];
}

test('a held comment form posts once to its action with every field and the submitter', async ({ page, watch }) => {
  await openHarness(page, { body: COMMENT_FORM });
  await holdSubmits(page);
  const sent: Request[] = [];
  page.on('request', (r) => r.url().startsWith(`${ORIGIN}/submit`) && r.frame() === page.mainFrame() && sent.push(r));
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.waitForURL(`${ORIGIN}/submit?replytocom=3`);
  expect(sent).toHaveLength(1);
  expect(sent[0].method()).toBe('POST');
  expect(fields(sent[0])).toEqual([
    ['comment', 'Nice chair & table'],
    ['author', 'Ann'],
    ['comment_post_ID', '42'],
    ['action', 'post_comment'],
    ['method', 'dropins'],
    ['id', '7'],
    ['wp-comment-cookies-consent', 'yes'],
    ['submit', 'Post Comment'],
  ]);
  expect(watch.errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test("the submitter's formaction and formtarget apply to that submission only, and nothing is sent twice", async ({ page }) => {
  await openHarness(page, { body: COMMENT_FORM });
  await holdSubmits(page);
  const sent: Request[] = [];
  page.on('request', (r) => r.url().startsWith(`${ORIGIN}/submit`) && sent.push(r));
  const preview = page.waitForRequest((r) => r.url().endsWith('/submit?preview=1'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await preview;
  // Still on the page (the preview went into the iframe); the form's own attributes are untouched.
  expect(page.url()).toBe(`${ORIGIN}/`);
  expect(await page.evaluate(() => ['action', 'method', 'target'].map((a) => document.getElementById('commentform')!.getAttribute(a)))).toEqual(['/submit?replytocom=3', 'post', null]);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.waitForURL(`${ORIGIN}/submit?replytocom=3`);
  expect(sent.map((r) => new URL(r.url()).search)).toEqual(['?preview=1', '?replytocom=3']);
  expect(fields(sent[0]).filter(([k]) => k === 'preview' || k === 'submit')).toEqual([['preview', '1']]);
  expect(fields(sent[1]).filter(([k]) => k === 'preview' || k === 'submit')).toEqual([['submit', 'Post Comment']]);
});

test('a GET form with inputs named action and method submits its query, without a submitter', async ({ page }) => {
  await openHarness(page, {
    body: '<form id="search" action="/submit" method="get"><label for="s">Search</label><input id="s" name="s" value="oak chair"><input type="hidden" name="action" value="search"><input type="hidden" name="method" value="x"><input type="hidden" name="submit" value="go"></form>',
  });
  const held = await page.evaluate(() => {
    const form = document.getElementById('search') as HTMLFormElement;
    let events = 0;
    form.addEventListener('submit', () => events++);
    window.harness.safety.submitNatively(form);
    return events;
  });
  await page.waitForURL(`${ORIGIN}/submit?s=oak+chair&action=search&method=x&submit=go`);
  // prototype.submit() does not fire submit again: a widget's own handler is not re-entered.
  expect(held).toBe(0);
});
