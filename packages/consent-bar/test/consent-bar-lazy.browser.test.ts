// The settings modal (lightbox, tabs, accordion) is interaction-only UI: not fetched at page load, fetched on first
// use. Checked on the ESM build, where it is a chunk of its own under /dist/esm/.
import { test, expect } from '../../../test/browser';

const BAR = '#moove_gdpr_cookie_info_bar';

test('the settings modal code is fetched on the first click on Settings, not at load, and then works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/dist/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/look/gdpr-cookie-compliance?esm');
  await expect(page.locator(BAR)).toBeVisible();
  const atLoad = [...scripts];
  expect(atLoad).toContain('/dist/esm/consent-bar.js');

  await page.locator(`${BAR} .moove-gdpr-infobar-settings-btn`).click();
  await expect(page.locator('#moove_gdpr_cookie_modal')).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad.length);
  const lazy = scripts.slice(atLoad.length);
  expect(lazy.every((path) => path.startsWith('/dist/esm/') && !atLoad.includes(path))).toBe(true);

  // The lazily loaded part works: the tabs switch panels.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.locator('#third_party_cookies')).toBeVisible();
  await expect(page.locator('#privacy_overview')).toBeHidden();
});
