import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { salvattoreColumns } from './columns';
import { setupBlog } from './config';
import { ajaxPaging } from './paging';

const GRID = '.et_pb_salvattore_content[data-columns]';

/**
 * Blog modules: ajax pagination (older/newer entries load in place) and the grid layout's masonry columns (a page
 * loaded in place brings a new grid, mounted in turn).
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-blog',
  selector: manifest.selector,
  observe: true,
  setup: setupBlog,
  mount: (el: HTMLElement, ctx) => (el.matches(GRID) ? salvattoreColumns(el) : ajaxPaging(el, ctx)),
});
