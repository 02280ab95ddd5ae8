import { test } from './browser';
import { openHarness } from './harness/bundle';
test('dbg', async ({ page }) => {
  await openHarness(page, { flavour: 'react' });
  await page.evaluate(() => window.harness.ui.modal());
  await page.evaluate(() => { const f = HTMLElement.prototype.focus; HTMLElement.prototype.focus = function (this: HTMLElement, o?: FocusOptions) { console.log('focus()', this.outerHTML.slice(0, 40), new Error().stack?.split('\n').slice(2, 9).join(' | ')); return f.call(this, o); }; });
  page.on('console', (m) => console.log(m.text()));
  await page.getByRole('button', { name: 'Open dialog' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  console.log('--- esc');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(800);
  console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));
});
