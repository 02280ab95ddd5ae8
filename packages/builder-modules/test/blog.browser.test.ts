import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForMounted } from '../../../test/browser';
import { animationsDone } from './helpers';

test.describe('builder-modules: blog ajax pagination', () => {
  /** The blog's page requests (paths under /fixture-…), counted as the browser sends them. */
  function pageRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/fixture-')) seen.push(url.pathname + url.search);
    });
    return seen;
  }
  const older = (page: Page) => page.locator('.et_pb_blog_0 .pagination .alignleft a');
  const newer = (page: Page) => page.locator('.et_pb_blog_0 .pagination .alignright a');

  test('pages both ways in place, from the cache the second time; focus, announcement, scroll; axe', async ({ page, watch }) => {
    test.slow(); // axe on a long page: well under 30 s on a quiet machine, not always under load
    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = pageRequests(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    await expect(page.locator('.et_pb_blog_0 .entry-title a').first()).toBeFocused();
    await expect(page.locator('#dropins-live-polite')).toHaveText('Page 2 loaded');
    // The module's top ends 50 px below the fixed chrome (Divi's gap), measured once the header's height settled
    // (Divi's stylesheet shrinks the fixed header with a transition).
    const gap = () =>
      page.evaluate(() => {
        const chrome = document.querySelector<HTMLElement>('#main-header')!.offsetHeight - 1;
        return Math.floor(document.querySelector('.et_pb_blog_0')!.getBoundingClientRect().top) - chrome;
      });
    await expect.poll(gap).toBe(50);
    await animationsDone(page);
    await expectNoAxeViolations(page, '.et_pb_section_7');
    await newer(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Spring release notes');
    // The video post of page 1 came back with the page: its overlay is mounted again.
    await expect(page.locator('.et_pb_blog_item_0_2 .et_pb_video_play')).toHaveAttribute('role', 'button');
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    await expect(page.locator('#dropins-live-polite')).toHaveText('Page 2 loaded');
    expect(requests).toEqual(['/fixture-page-2/page/2/?et_blog', '/fixture-page-2/?et_blog']);
    expect(watch.errors).toEqual([]);
  });

  test('a hostile answer runs nothing; a 404 answer that is the 404 template is still shown', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-hostile/page/2/?et_blog'));
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toContainText('Winter retrospective');
    const container = page.locator('.et_pb_blog_0 .et_pb_ajax_pagination_container');
    expect(await container.locator('script, [onerror]').count()).toBe(0);
    expect(await container.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __hostileRan?: string }).__hostileRan)).toBeUndefined();
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-404/page/2/?et_blog'));
    await page.locator('.et_pb_blog_0 .entry-title').first().evaluate((h) => (h.textContent = 'changed'));
    await older(page).click();
    await expect(page.locator('.et_pb_blog_0 .entry-title').first()).toHaveText('Winter retrospective');
    expect(page.url()).toMatch(/\/divi-2$/);
    expect(await page.evaluate(() => (window as { __hostileRan?: string }).__hostileRan)).toBeUndefined();
  });

  test('any other error leaves the page as it was and follows the link', async ({ page }) => {
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-blog');
    await older(page).evaluate((a) => a.setAttribute('href', '/fixture-broken/page/2/?et_blog'));
    await Promise.all([page.waitForURL(/\/fixture-broken\/page\/2\/\?et_blog$/), older(page).click()]);
  });
});
