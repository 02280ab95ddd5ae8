import { LABELS } from './config';
import { columnsFor, groupIndices, itemHeight } from './columns';
import { docCreate } from '@dropins/core';

/**
 * Sizing and grouping of the fullwidth portfolio: items `100 / columns` % wide and 75 % as high as wide (the
 * items box too, in carousel mode), `columns-N` on the items box; in carousel mode the shown items sit in
 * `div.et_pb_carousel_group.active` with `position_N` classes, the others stay hidden after it, as Divi does.
 */
export interface PortfolioState {
  container: HTMLElement;
  items: HTMLElement[];
  columns: number;
  start: number;
  group: HTMLElement | null;
}

/** Sizes the items for `width`; true when the column count changed. */
export function sizeItems(state: PortfolioState, width: number, carousel: boolean): boolean {
  const columns = columnsFor(width);
  const height = `${itemHeight(width, columns)}px`;
  if (carousel) state.container.style.height = height;
  for (const item of state.items) item.style.height = height;
  if (columns === state.columns) return false;
  state.container.classList.remove(`columns-${state.columns}`);
  state.container.classList.add(`columns-${columns}`);
  const share = `${100 / columns}%`;
  for (const item of state.items) {
    item.style.width = share;
    item.style.maxWidth = share;
  }
  state.columns = columns;
  return true;
}

const POSITION_CLASS = /^position_\d+$/;

function clearPosition(item: HTMLElement): void {
  for (const name of [...item.classList]) if (POSITION_CLASS.test(name)) item.classList.remove(name);
}

/** Shows the group of items starting at `start` (the others hidden), labelled for screen readers. */
export function showGroup(state: PortfolioState, start: number): void {
  const doc = state.container.ownerDocument;
  const group = state.group ?? docCreate('div', doc);
  if (!state.group) {
    group.className = 'et_pb_carousel_group active';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-roledescription', 'slide');
    state.container.append(group);
    state.group = group;
  }
  const count = state.items.length;
  const shown = groupIndices(start, state.columns, count);
  for (const item of state.items) {
    clearPosition(item);
    if (shown.includes(state.items.indexOf(item))) continue;
    item.style.display = 'none';
    state.container.append(item);
  }
  shown.forEach((index, k) => {
    const item = state.items[index];
    item.style.display = '';
    item.classList.add(`position_${k + 1}`);
    group.append(item);
  });
  state.start = start;
  const last = shown[shown.length - 1] ?? 0;
  group.setAttribute('aria-label', LABELS.group.replace('{first}', String(start + 1)).replace('{last}', String(last + 1)).replace('{count}', String(count)));
}

/** Puts the items back as the server printed them (cleanup). */
export function ungroup(state: PortfolioState): void {
  for (const item of state.items) {
    clearPosition(item);
    for (const prop of ['display', 'width', 'max-width', 'height']) item.style.removeProperty(prop);
    state.container.append(item);
  }
  state.group?.remove();
  state.group = null;
  state.container.classList.remove(`columns-${state.columns}`);
  state.container.style.removeProperty('height');
}
