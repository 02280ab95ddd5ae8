import type { FamilyManifest } from '../../family';

/** In-page links Divi scrolls to smoothly. */
const IN_PAGE_LINK = 'a[href*="#"]:not([href="#"])';

/**
 * @replaces back to top, side dots, in-page anchor scrolling
 * @downloadedWhen `.et_pb_scroll_top`, `body.et_pb_side_nav_page` or in-page links
 */
export const manifest = {
  name: 'page-nav',
  selector: '.et_pb_scroll_top',
  page: (body: ParentNode) => (body instanceof Element && body.classList.contains('et_pb_side_nav_page')) || body.querySelector(IN_PAGE_LINK) !== null,
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
