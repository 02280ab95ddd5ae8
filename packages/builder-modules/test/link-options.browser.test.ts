import { test, expect, waitForMounted } from '../../../test/browser';
import { diviPage } from './helpers';

test.describe('builder-modules: link options (page 2)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('link options: a click scrolls to the anchor, Enter on the module opens the reviews tab', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-link-options');
    const blurb = page.locator('.et_pb_blurb_0');
    await expect(blurb).toHaveAttribute('role', 'link');
    await expect(blurb).toHaveAttribute('tabindex', '0');
    await blurb.scrollIntoViewIfNeeded();
    await blurb.locator('.et_pb_blurb_description').click();
    await expect.poll(() => page.$eval('#pricing', (el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe('#pricing');

    const text = page.locator('.et_pb_text_0');
    await text.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#product_reviews_tab');
    await expect.poll(() => page.$eval('.reviews_tab', (el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  });
});

const LINKS = `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column">
  <div class="et_pb_module et_pb_text et_pb_text_0"><p>Script link</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_1"><p>Data link</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_2"><p>Partner site</p></div>
  <div class="et_pb_module et_pb_text et_pb_text_3"><p>Has its <a href="#own">own link</a></p></div>
</div></div></div>`;

test.describe('builder-modules: link options, hostile and malformed data', () => {
  test('javascript: and data: URLs are refused with a warning each; an off-site URL opens in a new window', async ({ page, watch }) => {
    await page.route('**/nav-links', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: diviPage(LINKS, {
          et_link_options_data: [
            { class: 'et_pb_text_0', url: 'javascript:window.hacked=1', target: '_self' },
            { class: 'et_pb_text_1', url: 'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuaGFja2VkPTE8L3NjcmlwdD4=', target: '_self' },
            { class: 'et_pb_text_2', url: 'https://partner.example/welcome/', target: '_blank' },
            { class: 'et_pb_text_3', url: 'https://partner.example/other/', target: '_self' },
          ],
        }),
      }),
    );
    await page.context().route('https://partner.example/**', (route) => route.fulfill({ body: 'partner', contentType: 'text/html' }));
    await page.goto('/nav-links');
    await waitForMounted(page, 'builder-modules-link-options');
    expect(watch.warnings.filter((w) => w.includes('builder-modules-link-options'))).toHaveLength(2);
    await page.click('.et_pb_text_0');
    await page.click('.et_pb_text_1');
    await expect(page.locator('.et_pb_text_0')).not.toHaveAttribute('role', 'link');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('.et_pb_text_2 p')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://partner.example/welcome/');
    await expect(page.locator('.et_pb_text_3')).not.toHaveAttribute('tabindex'); // its own link is the keyboard route
    await page.click('.et_pb_text_3 a');
    expect(new URL(page.url()).hash).toBe('#own');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/nav-links');
  });

  test('a malformed list: one warning, link options stand down, the other families work', async ({ page, watch }) => {
    await page.route('**/nav-bad', (route) =>
      route.fulfill({ contentType: 'text/html', body: diviPage(`${LINKS}<span class="et_pb_scroll_top et-pb-icon"></span>`, { et_link_options_data: { class: 42 } }) }),
    );
    await page.goto('/nav-bad');
    await waitForMounted(page, 'builder-modules-page-nav');
    await expect.poll(() => watch.warnings.filter((w) => w.includes('builder-modules-link-options')).length).toBe(1);
    await expect(page.locator('.et_pb_scroll_top')).toHaveAttribute('role', 'button');
    await page.click('.et_pb_text_2');
    expect(new URL(page.url()).pathname).toBe('/nav-bad');
    expect(watch.errors).toEqual([]);
  });
});
