import { defineWidget } from '@dropins/core';
import { readPagerTexts } from './config';
import { runGalleryGrid } from './paging';

/**
 * Gallery grid (`.et_pb_gallery_grid`): pages of `data-per_page` items (4 when missing, 0 or not a number) with the
 * pager the script builds, Divi's row classes, the state in the hash (`#<id>|<page>`), back to page 1 when the
 * container's width changes. The slider mode (`.et_pb_gallery_fullwidth`) belongs to the sliders family.
 */
export const definition = defineWidget({
  name: 'builder-modules-gallery-grid',
  selector: '.et_pb_gallery_grid',
  observe: true,
  setup: readPagerTexts,
  mount: (el, ctx) => runGalleryGrid(el as HTMLElement, ctx, ctx.config),
});
