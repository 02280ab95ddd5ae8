import type { Cleanup, WidgetContext } from '@dropins/core';
import { watchInView } from '../../shared/in-view';
import { scrollToElement, scrollToY } from '../../shared/smooth-scroll';

/** Divi CJS: each dot takes 20 px and the list 40 px more; the list is centred on its top with half that. */
const DOT_PX = 20;
const LIST_EXTRA_PX = 40;
/** A section is current while it crosses the middle of the window. */
const MIDDLE_LINE = '-50% 0px -50% 0px';
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
  const list = doc.createElement('ul');
  list.className = 'et_pb_side_nav et-visible';
  list.setAttribute('aria-label', LIST_LABEL);
  list.style.marginTop = `${sideNavMargin(sections.length)}px`;
  const links = sections.map((section, i) => {
    const item = doc.createElement('li');
    item.className = 'side_nav_item';
    const link = doc.createElement('a');
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
  const mark = (current: number) =>
    links.forEach((link, i) => {
      link.classList.toggle('active', i === current);
      if (i === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  mark(0);
  main.append(list);
  const stops = sections.map((section, i) => watchInView(section, (entry) => entry.isIntersecting && mark(i), MIDDLE_LINE));
  return () => {
    stops.forEach((stop) => stop());
    list.remove();
  };
}

/**
 * Side navigation dots (`body.et_pb_side_nav_page`, more than one section): `ul.et_pb_side_nav` after the content
 * with one `li.side_nav_item > a#side_nav_item_id_<i>` per section; a dot scrolls smoothly to its section (the
 * first to the top of the page); the section crossing the middle of the window is marked `active` and
 * `aria-current`. Sections shown or hidden at another window size (Divi's per-device visibility) rebuild the list
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
