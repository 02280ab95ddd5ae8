/** Divi's `custom.js` leaves these links alone: other scripts' tabs and calendars, review links, and opted-out areas. */
const EXCLUDED_AREAS = '.et_smooth_scroll_disabled, .woocommerce-tabs .tabs, .tt_tabs_navigation, .eab-shortcode_calendar-navigation-link, .view-cart-lnk, .et_pb_side_nav';
const EXCLUDED_LINKS = '.acomment-reply, .woocommerce-review-link';

/**
 * The id an in-page link points at: the link's URL is this page (same host and path) with a `#id` hash. Returns
 * null for other pages, a bare `#`, or a hash that does not decode.
 * @example inPageId('/page/#pricing', 'https://example.test/page/') // 'pricing'
 */
export function inPageId(href: string, pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  const trim = (path: string) => path.replace(/^\//, '');
  if (url.host !== page.host || trim(url.pathname) !== trim(page.pathname) || url.hash.length < 2) return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
}

/** Whether Divi's smooth scrolling skips this link. */
export function excludedLink(link: Element): boolean {
  return link.matches(EXCLUDED_LINKS) || link.closest(EXCLUDED_AREAS) !== null;
}
