// axe findings on the Divi demo pages that are Divi's design or WordPress content our scripts do not render or
// manage: each is left out of that page's axe run (test/pages.browser.test.ts) for its rule and selector only, with
// the reason. Anything our widgets add (names, roles, states, elements) is never listed here: it is fixed in our code.
// The list is repeated in the root README ("axe on the Divi demo pages").
import type { AxeNotOurs } from './browser';

/** Divi's default search module and WordPress search widget button: #666 on #ddd (4.2:1), Divi's stylesheet. */
const DIVI_SEARCH_BUTTON = (selector: string): AxeNotOurs => ({
  rule: 'color-contrast',
  selector,
  why: "Divi's search button colours (#666 on #ddd, 4.2:1)",
});
/** The footer credits line: #666 on Divi's #171717 bottom bar (3.1:1). */
const FOOTER_INFO: AxeNotOurs = { rule: 'color-contrast', selector: '#footer-info', why: "Divi's footer bottom bar (#666 on #171717)" };

export const DIVI_NOT_OURS: Record<string, readonly AxeNotOurs[]> = {
  divi: [
    {
      rule: 'color-contrast',
      selector: '.et_pb_contact_form .input',
      why: "Divi's contact form fields (#999 on #eee, 2.5:1); we only name and validate them",
    },
    { rule: 'color-contrast', selector: '.et_pb_contact_submit', why: "Divi's button style (accent #2ea3f2 on white, 2.7:1)" },
  ],
  'divi-2': [
    { rule: 'color-contrast', selector: '.et_pb_pricing_table', why: "Divi's pricing table colours (headers, prices, struck-out items, buttons)" },
    {
      rule: 'color-contrast',
      selector: '.et_pb_social_media_follow .follow_button',
      why: "Divi's social follow buttons (#737373 on #e6e6e6, 3.8:1)",
    },
    { rule: 'color-contrast', selector: '.onsale', why: "Divi's WooCommerce sale badge (white on #ef8f61, 2.4:1)" },
    DIVI_SEARCH_BUTTON('.et_pb_searchsubmit'),
    FOOTER_INFO,
  ],
  'divi-header': [
    {
      rule: 'color-contrast',
      selector: '#top-header',
      why: "Divi's secondary bar (white on the #2ea3f2 accent, 2.7:1): phone, email, secondary menu, cart count",
    },
    {
      rule: 'color-contrast',
      selector: '#top-menu .current-menu-item > a',
      why: "Divi's current menu item in its accent (#2ea3f2 on white, 2.7:1)",
    },
    {
      rule: 'color-contrast',
      selector: '.footer-widget .title',
      why: "WordPress widget title: Divi colours footer titles only as the h4 the theme prints; the demo's h2 keeps Divi's #333 on the #222 footer",
    },
    DIVI_SEARCH_BUTTON('#searchsubmit'),
    FOOTER_INFO,
    { rule: 'label', selector: '#searchform #s', why: "WordPress's search widget: its label is there, hidden by Divi's CSS" },
    { rule: 'link-in-text-block', selector: '.et_pb_text_inner a', why: 'a content link told apart from its sentence by colour only (post content)' },
  ],
  'divi-preview': [
    DIVI_SEARCH_BUTTON('.et_pb_searchsubmit'),
    { rule: 'link-in-text-block', selector: '#preview-link', why: 'a content link told apart from its sentence by colour only (post content)' },
  ],
};
