import type { Cleanup } from '@dropins/core';
import { uniqueId } from '@dropins/core/dom';

export interface TabParts {
  list: HTMLElement;
  tabs: HTMLElement[];
  links: HTMLAnchorElement[];
  panes: HTMLElement[];
}

/** The tab list, its `li`s and links and the panes, or null when they do not pair up. */
export function findTabParts(el: HTMLElement): TabParts | null {
  const list = el.querySelector<HTMLElement>('.et_pb_tabs_controls');
  const panesBox = el.querySelector<HTMLElement>('.et_pb_all_tabs');
  if (!list || !panesBox) return null;
  const tabs = Array.from(list.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c.tagName === 'LI');
  const links = tabs.map((li) => li.querySelector<HTMLAnchorElement>('a'));
  const panes = Array.from(panesBox.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c.classList.contains('et_pb_tab'));
  if (!tabs.length || tabs.length !== panes.length || links.some((a) => !a)) return null;
  return { list, tabs, links: links as HTMLAnchorElement[], panes };
}

/** Sets an attribute and returns its undo. */
function set(el: HTMLElement, name: string, value: string): Cleanup {
  const before = el.getAttribute(name);
  el.setAttribute(name, value);
  return () => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before));
}

/** WAI-ARIA tabs roles and links between tabs and panes. Returns the undo. */
export function wireAria(parts: TabParts): Cleanup {
  const undo: Cleanup[] = [set(parts.list, 'role', 'tablist')];
  parts.tabs.forEach((li, i) => {
    const link = parts.links[i];
    const pane = parts.panes[i];
    if (!link.id) undo.push(set(link, 'id', uniqueId('dropins-tab')));
    if (!pane.id) undo.push(set(pane, 'id', uniqueId('dropins-tabpanel')));
    undo.push(set(li, 'role', 'presentation'), set(link, 'role', 'tab'), set(link, 'aria-controls', pane.id));
    undo.push(set(pane, 'role', 'tabpanel'), set(pane, 'aria-labelledby', link.id), set(pane, 'tabindex', '0'));
  });
  return () => {
    undo.reverse().forEach((u) => u());
    for (const link of parts.links) {
      link.removeAttribute('tabindex');
      link.removeAttribute('aria-selected');
    }
  };
}

/** Marks tab `index` selected (roving tabindex: only it is in the Tab order). */
export function markSelected(parts: TabParts, index: number): void {
  parts.tabs.forEach((li, i) => {
    li.classList.toggle('et_pb_tab_active', i === index);
    parts.links[i].setAttribute('aria-selected', String(i === index));
    parts.links[i].tabIndex = i === index ? 0 : -1;
  });
}
