import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { readPagerTexts } from '../../shared/contracts/pager-texts';
import { runGalleryGrid } from './paging';

/**
 * Gallery grid (`.et_pb_gallery_grid`): pages of `data-per_page` items (4 when missing, 0 or not a number) with the
 * pager the script builds, Divi's row classes, the state in the hash (`#<id>|<page>`), back to page 1 when the
 * container's width changes. The slider mode (`.et_pb_gallery_fullwidth`) belongs to the sliders family.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-gallery-grid',
  selector: manifest.selector,
  observe: true,
  setup: readPagerTexts,
  mount: (el: HTMLElement, ctx) => runGalleryGrid(el, ctx, ctx.config),
});
