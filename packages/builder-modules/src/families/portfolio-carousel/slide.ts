import { groupIndices, nextStart } from './columns';
import { showGroup, type PortfolioState } from './layout';
import { docCreate } from '@dropins/core';

/**
 * The carousel's move: the next (or previous) group slides in from the right (left) while the shown one slides
 * out, on transforms only. An item shown in both groups (fewer than twice the columns) leaves a copy behind
 * (inert, hidden from screen readers, without its id), as Divi's duplicate does.
 */
export const SLIDE_MS = 700;

function enteringGroup(doc: Document, direction: 'next' | 'previous'): HTMLElement {
  const group = docCreate('div', doc);
  group.className = `et_pb_carousel_group active ${direction === 'next' ? 'next' : 'prev'}`;
  Object.assign(group.style, { position: 'absolute', top: '0', left: '0', width: '100%' });
  return group;
}

function leaveCopy(item: HTMLElement): void {
  const copy = item.cloneNode(true) as typeof item;
  copy.removeAttribute('id');
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  item.before(copy);
}

/** Slides to the neighbouring group; resolves when the new group is in place. */
export async function slideGroups(state: PortfolioState, direction: 'next' | 'previous', duration: number): Promise<void> {
  const leaving = state.group;
  if (!leaving) return;
  const count = state.items.length;
  const start = nextStart(state.start, state.columns, count, direction);
  const entering = enteringGroup(state.container.ownerDocument, direction);
  for (const index of groupIndices(start, state.columns, count)) {
    const item = state.items[index];
    if (item.parentElement === leaving) leaveCopy(item);
    item.style.display = '';
    entering.append(item);
  }
  const { position, overflow } = state.container.style;
  if (getComputedStyle(state.container).position === 'static') state.container.style.position = 'relative';
  state.container.style.overflow = 'hidden';
  leaving.after(entering);
  if (duration > 0 && typeof entering.animate === 'function') {
    const sign = direction === 'next' ? 1 : -1;
    const timing = { duration, easing: 'ease-in-out' };
    await Promise.all([
      leaving.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${-100 * sign}%)` }], timing).finished,
      entering.animate([{ transform: `translateX(${100 * sign}%)` }, { transform: 'translateX(0)' }], timing).finished,
    ]).catch(() => undefined);
  }
  for (const child of [...leaving.children]) {
    if ((state.items as Element[]).includes(child)) state.container.append(child);
  }
  leaving.remove();
  entering.removeAttribute('style');
  entering.className = 'et_pb_carousel_group active';
  for (const name of ['role', 'aria-roledescription']) entering.setAttribute(name, leaving.getAttribute(name) ?? '');
  Object.assign(state.container.style, { position, overflow });
  state.group = entering;
  showGroup(state, start);
}
