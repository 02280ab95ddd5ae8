// axe findings on the Divi demo pages that are not ours to fix: Divi's own design under its real stylesheet
// (style-static.min.css, Divi 4.27.5's default accent #2ea3f2 and greys), or markup WordPress prints, which our
// script neither renders nor manages. Each list names the exact targets axe reports, so any other node of the same
// rule (one of ours) still fails. Listed in packages/builder-modules/README.md, "axe findings that are not ours".
import type { AxeNotOurs, NotOurs } from '../../../test/browser';

/** Divi's top bar and secondary menu: white 12-14 px text on the accent #2ea3f2 (2.7:1); in the slide-in/fullscreen
 * header Divi draws them in a lighter tint of the accent (#a9d4f0 on #2993da, 2.1:1). */
const TOP_BAR = ['#et-info-phone', '#et-info-email', '#menu-item-50 > a[href$="support/"]', '#menu-item-51 > a', '.et-cart-info > span'];

/** /divi-header (default header), desktop and phone. */
export const HEADER_PAGE: NotOurs[] = [
  {
    rule: 'color-contrast',
    targets: [
      ...TOP_BAR,
      // The current menu item, Divi's accent #2ea3f2 on white (2.7:1); axe names it `:root` as the link has no unique selector.
      ':root',
      // The footer widget titles (#333 on the footer's #222), the WordPress search widget's button (#666 on #ddd,
      // 4.2:1) and the footer credit (#666 on #171717): Divi's footer design.
      '.title',
      '#searchsubmit',
      '#footer-info',
    ],
  },
  // WordPress's search widget: its `<label for="s" class="screen-reader-text">` is one Divi's stylesheet hides with
  // display:none; WordPress prints it, nothing of ours touches the widget.
  { rule: 'label', targets: ['#s'] },
  // A body link of the page content told apart by colour only: Divi's link style (no underline) in the post text.
  { rule: 'link-in-text-block', targets: ['a[href$="#details"]'] },
];

/** /divi-2's slide-in header and its open menu: Divi's slide-in design, light tints of the accent on the accent. */
export const SLIDE_IN: NotOurs[] = [
  {
    rule: 'color-contrast',
    targets: [
      ...TOP_BAR,
      '.et-search-field',
      ':root',
      '#menu-item-41 > a[aria-current="page"]',
      '#menu-item-42 > a[href$="#team-gallery"]',
      'a[href$="#pricing"]',
      'a[href$="contact/"]',
    ],
  },
];

/** The contact form module: Divi's fields (#999 on #eee) and its submit button (accent on white), Divi's design. */
export const CONTACT_FORM: NotOurs[] = [
  {
    rule: 'color-contrast',
    targets: ['#et_pb_contact_name_0', '#et_pb_contact_email_0', '#et_pb_contact_inquiry_type_0', '#et_pb_contact_message_0', '.et_pb_contact_captcha', '.et_pb_contact_submit'],
  },
];

/** The fullscreen header's open menu: Divi's fullscreen design, white 30 px items on a tint of the accent (#38a8f3,
 * 2.6:1), and its top bar (white on #3498dc, 3.1:1). */
export const FULLSCREEN: AxeNotOurs[] = [
  {
    rule: 'color-contrast',
    // Every colour in the open fullscreen menu is Divi's (its items, top bar, cart and search field); which of them
    // axe reports also depends on how far the menu's fade has gone, so the whole container is named, for this rule only.
    selector: '.et_slide_in_menu_container',
    why: "Divi's fullscreen menu design: white on tints of the accent colour",
  },
];
