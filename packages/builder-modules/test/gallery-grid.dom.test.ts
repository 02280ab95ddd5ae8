import { afterEach, describe, expect, it } from 'vitest';
import { runGalleryGrid } from '../src/families/gallery-grid/paging';
import { fakeContext, PAGER_TEXTS, resetPage } from './dom-helpers';

afterEach(resetPage);

describe('bad markup stands down with one warning', () => {
  it('a gallery with data-per_page="0" pages by 4 and builds Divi’s pager', () => {
    const items = Array.from({ length: 9 }, (_, i) => `<div class="et_pb_gallery_item">${i}</div>`).join('');
    document.body.innerHTML = `<div class="et_pb_gallery_grid"><div class="et_pb_gallery_items" data-per_page="0">${items}</div><div class="et_pb_gallery_pagination"></div></div>`;
    const ctx = fakeContext();
    runGalleryGrid(document.querySelector<HTMLElement>('.et_pb_gallery_grid')!, ctx, PAGER_TEXTS);
    const lis = Array.from(document.querySelectorAll('.et_pb_gallery_pagination li'));
    expect(lis.map((li) => li.className)).toEqual(['prev', 'page page-1', 'page page-2', 'page page-3 last-page', 'next']);
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.et_pb_gallery_item')).filter((i) => i.style.display !== 'none');
    expect(shown.map((i) => i.textContent)).toEqual(['0', '1', '2', '3']);
    expect(ctx.warn).not.toHaveBeenCalled();
  });
});
