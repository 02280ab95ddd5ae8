import { defineWidget } from '@dropins/core';
import { setupBlog } from './config';
import { ajaxPaging } from './paging';

/** Blog modules with ajax pagination: older/newer entries load in place. */
export const definition = defineWidget({
  name: 'builder-modules-blog',
  selector: '.et_pb_ajax_pagination_container',
  observe: true,
  setup: setupBlog,
  mount: (el, ctx) => ajaxPaging(el, ctx),
});
