import type { Cleanup } from '@dropins/core';
import { docCreate, docProp } from '@dropins/core';

/** How Divi's stylesheet asks for the grid's columns: `content: "3 .column.size-1of3"` on the container's ::before. */
export interface ColumnSettings {
  count: number;
  classes: string[];
}

/**
 * Reads the column count and classes from a ::before `content` value (salvattore's two forms: `"3 .column.size-1of3"`
 * and `".column.size-1of3 3"`); null when there is none.
 * @example columnSettings('"3 .column.size-1of3"') // { count: 3, classes: ['column', 'size-1of3'] }
 */
export function columnSettings(content: string): ColumnSettings | null {
  const text = content.replace(/^["']|["']$/g, '').trim();
  const lead = /^(\d+)(?:\s*\.(\S+))?$/.exec(text);
  const trail = lead ? null : /^\.(\S+)\s+(\d+)$/.exec(text);
  const count = Number(lead ? lead[1] : trail?.[2]);
  if (!Number.isInteger(count) || count < 1) return null;
  const classes = (lead ? lead[2] : trail?.[1])?.split('.').filter(Boolean) ?? ['column'];
  return { count, classes };
}

const settingsOf = (el: Element) => columnSettings(getComputedStyle(el, '::before').getPropertyValue('content'));
const sameSettings = (a: ColumnSettings | null, b: ColumnSettings | null) => a?.count === b?.count && a?.classes.join('.') === b?.classes.join('.');

/**
 * The blog grid's masonry columns (salvattore, which Divi's CSS expects: its posts are `opacity:0` until they sit in
 * a `.column` of `.et_pb_salvattore_content[data-columns]`). The posts (`.et_pb_post`) are dealt left to right into the columns
 * the stylesheet names for the current width, `data-columns` gets their count, and the columns are dealt again
 * when a resize changes what the stylesheet asks for. A hidden grid is left alone (salvattore skips it too).
 */
export function salvattoreColumns(el: HTMLElement): Cleanup | void {
  if (getComputedStyle(el).display === 'none' || Array.from(el.children).some((c) => c.classList.contains('column'))) return;
  const posts = Array.from(el.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('et_pb_post'));
  if (!posts.length) return;
  // Anything else the container holds (nothing, as Divi prints it) stays before the columns.
  const others = Array.from(el.children).filter((child) => !(posts as Element[]).includes(child));
  const doc = el.ownerDocument;
  let current: ColumnSettings | null = null;

  // Moving the posts takes the focus off a link inside (the ajax pager focuses the new page's first post): kept.
  const keepFocus = (move: () => void) => {
    const active = docProp('activeElement', doc);
    const focused = active instanceof HTMLElement && el.contains(active) ? active : null;
    move();
    if (focused && docProp('activeElement', doc) !== focused) focused.focus({ preventScroll: true });
  };
  const deal = (settings: ColumnSettings) => {
    const columns = Array.from({ length: settings.count }, () => {
      const column = docCreate('div', doc);
      column.className = settings.classes.join(' ');
      return column;
    });
    posts.forEach((post, index) => columns[index % settings.count].append(post));
    el.replaceChildren(...others, ...columns);
    el.setAttribute('data-columns', String(settings.count));
    current = settings;
  };
  const undeal = () => {
    el.replaceChildren(...others, ...posts);
    el.setAttribute('data-columns', '');
    current = null;
  };
  const update = () => {
    const wanted = settingsOf(el);
    if (sameSettings(wanted, current)) return;
    keepFocus(() => (wanted ? deal(wanted) : undeal()));
  };

  update();
  const view = docProp('defaultView', doc);
  view?.addEventListener('resize', update);
  return () => {
    view?.removeEventListener('resize', update);
    undeal();
  };
}
