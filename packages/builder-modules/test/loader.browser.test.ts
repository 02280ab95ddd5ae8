import { test, expect, waitForMounted } from '../../../test/browser';
import { useEsmBuild } from './helpers';

// Family chunks are named after the family, with a content hash (`motion-s4ME2V2-.js`).
const FAMILY_CHUNK = /\/dist\/esm\/(multi-view|animations|motion|sticky|parallax|video-bg)-[\w-]+\.js$/;
const familyChunks = (paths: string[]) => paths.flatMap((p) => FAMILY_CHUNK.exec(p)?.[1] ?? []).sort();

test.describe('builder-modules: loading', () => {
  test('page 1 downloads only the families it uses', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-motion');
    await waitForMounted(page, 'builder-modules-video-bg');
    expect(familyChunks(requested)).toEqual(['animations', 'motion', 'multi-view', 'sticky', 'video-bg']);
    expect(watch.errors).toEqual([]);
  });

  test('page 2 downloads only parallax and animations', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi-2');
    await waitForMounted(page, 'builder-modules-parallax');
    await waitForMounted(page, 'builder-modules-animations');
    expect(familyChunks(requested)).toEqual(['animations', 'parallax']);
    expect(watch.errors).toEqual([]);
  });

  test('adds the browser class once and stands down quietly elsewhere', async ({ page, watch }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules');
    expect(await page.evaluate(() => document.body.classList.contains('chrome'))).toBe(true);
    expect(watch.warnings.filter((w) => w.includes('builder-modules'))).toEqual([]);
  });
});

test.describe('builder-modules: markup added later', () => {
  test('a module added after load downloads its family and mounts once, however often the page is scanned', async ({ page, watch }) => {
    const requested = await useEsmBuild(page);
    await page.goto('/divi-landing?n=4');
    await waitForMounted(page, 'builder-modules');
    const counterChunks = () => requested.filter((path) => /\/dist\/esm\/counters-[\w-]+\.js$/.test(path)).length;
    expect(counterChunks()).toBe(0);
    await page.evaluate(() => {
      const section = document.createElement('div');
      section.className = 'et_pb_section';
      section.innerHTML =
        '<div class="et_pb_module et_pb_number_counter et_pb_number_counter_9 et_pb_with_title" data-number-value="250" data-number-separator=",">' +
        '<div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div><h3 class="title">Added later</h3></div>';
      document.querySelector('#main-content')!.append(section);
      window.Dropins!.scan(section);
      window.Dropins!.scan(document.body);
    });
    await waitForMounted(page, 'builder-modules-counters');
    await page.locator('.et_pb_number_counter_9').scrollIntoViewIfNeeded();
    await expect(page.locator('.et_pb_number_counter_9')).toContainText('250');
    await page.evaluate(() => window.Dropins!.scan(document.body));
    expect(await page.evaluate(() => window.Dropins!.mounted().filter((m) => m.widget === 'builder-modules-counters').length)).toBe(1);
    expect(counterChunks()).toBe(1);
    expect(watch.errors).toEqual([]);
  });
});
