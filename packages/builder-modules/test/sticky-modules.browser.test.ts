import { test, expect, waitForMounted } from '../../../test/browser';
import { diviPage, scrollTo } from './helpers';

const STICKY_PAGE = diviPage(
  `<div class="et_pb_section et_pb_section_0" style="height:600px"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column"><p>Intro</p></div></div></div>
   <div class="et_pb_section et_pb_section_1" style="height:1500px;padding:0">
     <div class="et_pb_row et_pb_row_1" style="display:block"><div class="et_pb_column">
       <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_sticky_module" style="height:100px;background:#fc0">Sticky note</div>
     </div></div>
   </div>
   <div class="et_pb_section et_pb_section_2" style="height:2000px"><p>After</p></div>`,
  {
    et_pb_sticky_elements: {
      et_pb_text_0: { id: 'et_pb_text_0', selector: '.et_pb_text_0', position: 'top', topOffset: '20px', bottomOffset: '0px', topLimit: 'none', bottomLimit: 'section', offsetSurrounding: 'on', transition: 'on' },
    },
  },
);

test.describe('builder-modules: sticky', () => {
  test('sticks, pauses at its limit and leaves, with a placeholder keeping the layout', async ({ page }) => {
    await page.route('**/sticky-test', (route) => route.fulfill({ contentType: 'text/html', body: STICKY_PAGE }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sticky-test');
    await waitForMounted(page, 'builder-modules-sticky-modules');
    const note = page.locator('.et_pb_text_0');
    const natural = await note.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const afterTop = () => page.$eval('.et_pb_section_2', (el) => el.getBoundingClientRect().top + window.scrollY);
    const layoutBefore = await afterTop();

    await scrollTo(page, natural - 100);
    await expect(note).not.toHaveClass(/et_pb_sticky\b/);

    await scrollTo(page, natural + 300);
    await expect(note).toHaveClass(/et_pb_sticky et_pb_sticky--top|et_pb_sticky--top/);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(20);
    expect(await note.evaluate((el) => getComputedStyle(el).zIndex)).toBe('10000');
    expect(await page.locator('.et_pb_sticky_placeholder').count()).toBe(1);
    expect(await afterTop()).toBe(layoutBefore); // nothing below jumped

    // The section ends 1500 px below its top: the note's bottom stops there (paused) and scrolls away with it.
    const sectionBottom = await page.$eval('.et_pb_section_1', (el) => el.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, sectionBottom - 60);
    await expect(note).toHaveClass(/et_pb_sticky--paused/);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBe(60);

    await scrollTo(page, 0);
    await expect(note).not.toHaveClass(/et_pb_sticky\b/);
    expect(await page.locator('.et_pb_sticky_placeholder').count()).toBe(0);
    expect(await note.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))).toBe(Math.round(natural));
  });

  test('the theme-builder header sticks above everything (z-index 10010)', async ({ page }) => {
    await page.goto('/divi');
    await waitForMounted(page, 'builder-modules-sticky-modules');
    await scrollTo(page, 1500);
    const header = page.locator('.et_pb_section_0_tb_header');
    await expect(header).toHaveClass(/et_pb_sticky--top/);
    expect(await header.evaluate((el) => [Math.round(el.getBoundingClientRect().top), getComputedStyle(el).zIndex])).toEqual([0, '10010']);
  });
});
