import { type Cleanup, type WidgetContext, docCreate, docProp } from '@dropins/core';
import { fixedChromeOffset } from '@dropins/core/dom';
import { addFrameClient, type View } from '../../shared/scroll/scroll-loop';
import { scrollToElement, scrollToY } from '../../shared/scroll/smooth-scroll';

/** Divi's `custom.js`: each dot takes 20 px and the list 40 px more; the list is centred on its top with half that. */
const DOT_PX = 20;
const LIST_EXTRA_PX = 40;
/** `custom.js` again: the line under the headers a section's top must pass to be current (fixed nav: 20 px below them; no theme header: 0; else 90 px above). */
const FIXED_NAV_EXTRA_PX = 20;
const STATIC_NAV_EXTRA_PX = -90;
const VERTICAL_NAV_EXTRA_PX = 60;

/** How far below the window top a section's top must be scrolled to become current (Divi's `side_offset`). */
function sideOffset(body: HTMLElement): number {
  const height = (selector: string) => body.querySelector<HTMLElement>(selector)?.clientHeight ?? 0;
  const themeHeader = body.querySelector('#main-header') !== null && !body.querySelector('.et-l--header, .et-l--body');
  const extra = (body.classList.contains('et_fixed_nav') ? FIXED_NAV_EXTRA_PX : themeHeader ? STATIC_NAV_EXTRA_PX : 0) + fixedChromeOffset(body);
  if (body.classList.contains('et_vertical_nav')) return height('#top-header') + extra + VERTICAL_NAV_EXTRA_PX;
  return height('#top-header') + height('#main-header') + extra;
}

/**
 * Divi's current section: the last one whose top has been scrolled past the side offset; the last at the page's
 * bottom; null (no change) above the first.
 */
export function currentSection(tops: readonly number[], offset: number, view: View, docHeight: number): number | null {
  if (view.scrollY + view.height >= docHeight - 1) return tops.length - 1;
  let current: number | null = null;
  tops.forEach((top, i) => {
    if (view.scrollY >= top - offset) current = i;
  });
  return current;
}
const LIST_LABEL = 'Page sections';

/** Divi's side navigation's negative top margin for `count` dots. */
export function sideNavMargin(count: number): number {
  return -(count * DOT_PX + LIST_EXTRA_PX) / 2;
}

/** The page's top-level builder sections that are shown. */
function sectionsOf(body: HTMLElement): HTMLElement[] {
  return [...body.querySelectorAll<HTMLElement>('.et-l--post .et_builder_inner_content > .et_pb_section')].filter((s) => s.getClientRects().length > 0);
}

/** Divi debounces its side-nav rebuilds by 200 ms. */
const REBUILD_DEBOUNCE_MS = 200;

/** Builds the list for these sections (its links' listeners go with it); returns its removal. */
function build(body: HTMLElement, main: Element, sections: HTMLElement[]): Cleanup {
  const doc = body.ownerDocument;
  const list = docCreate('ul', doc);
  list.className = 'et_pb_side_nav et-visible';
  list.setAttribute('aria-label', LIST_LABEL);
  list.style.marginTop = `${sideNavMargin(sections.length)}px`;
  const links = sections.map((section, i) => {
    const item = docCreate('li', doc);
    item.className = 'side_nav_item';
    const link = docCreate('a', doc);
    link.href = '#';
    link.id = `side_nav_item_id_${i}`;
    link.textContent = String(i);
    link.setAttribute('aria-label', `Section ${i + 1} of ${sections.length}`);
    item.append(link);
    list.append(item);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void (i === 0 ? scrollToY(0) : scrollToElement(section, body));
    });
    return link;
  });
  let active = -1;
  const mark = (current: number) => {
    if (current === active) return;
    active = current;
    links.forEach((link, i) => {
      link.classList.toggle('active', i === current);
      if (i === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  mark(0);
  main.append(list);
  let tops: number[] = [];
  let offset = 0;
  let docHeight = 0;
  const stop = addFrameClient({
    measure() {
      tops = sections.map((section) => section.getBoundingClientRect().top + window.scrollY);
      offset = sideOffset(body);
      docHeight = docProp('documentElement', body.ownerDocument).scrollHeight;
    },
    frame(view) {
      const current = currentSection(tops, offset, view, docHeight);
      if (current !== null) mark(current);
    },
    crossings: (view) => [...tops.map((top) => top - offset), docHeight - 1 - view.height],
    // The offset follows the headers' height, which changes as the page scrolls (the fixed header shrinks and grows
    // back): as Divi, which reads it at every scroll, it is measured again once it has changed.
    fixedChrome: body.querySelectorAll('#top-header, #main-header'),
  });
  return () => {
    stop();
    list.remove();
  };
}

/**
 * Side navigation dots (`body.et_pb_side_nav_page`, more than one section): `ul.et_pb_side_nav` after the content
 * with one `li.side_nav_item > a#side_nav_item_id_<i>` per section; a dot scrolls smoothly to its section (the
 * first to the top of the page); as Divi, the last section whose top was scrolled past the headers (plus 20 px
 * with a fixed nav) is marked `active` and `aria-current` (the last one at the page's bottom). Sections shown or hidden at another window size (Divi's per-device visibility) rebuild the list
 * 200 ms after a resize, so the dots always match the sections a visitor sees.
 */
export function sideNav(body: HTMLElement, ctx: WidgetContext): Cleanup {
  const main = body.querySelector('#main-content');
  if (!main) return () => undefined;
  let shown: HTMLElement[] = [];
  let remove: Cleanup = () => undefined;
  const update = () => {
    const sections = sectionsOf(body);
    if (sections.length === shown.length && sections.every((s, i) => s === shown[i])) return;
    remove();
    shown = sections;
    remove = sections.length < 2 ? () => undefined : build(body, main, sections);
  };
  update();
  let cancel: Cleanup | null = null;
  ctx.listen(window, 'resize', () => {
    cancel?.();
    cancel = ctx.later(REBUILD_DEBOUNCE_MS, update);
  });
  return () => {
    cancel?.();
    remove();
  };
}
