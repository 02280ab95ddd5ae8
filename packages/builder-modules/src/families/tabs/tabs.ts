import type { Cleanup, WidgetContext } from '@dropins/core';
import { onAnyHashChange, onModuleState, writeModuleState } from '../../shared/contracts/hash-state';
import { findTabParts, markSelected, wireAria, type TabParts } from './aria';
import { ACTIVE_PANE, swapPanes } from './fade';
import { tabForHash } from './location';
import { watchStacked } from './stacked';

/** Keys of the WAI-ARIA tabs pattern and the move each makes from `index` among `count` tabs. */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The tab shown first: the printed active tab (or pane), else the first. */
function initialIndex(parts: TabParts): number {
  const byTab = parts.tabs.findIndex((li) => li.classList.contains('et_pb_tab_active'));
  if (byTab >= 0) return byTab;
  return Math.max(0, parts.panes.findIndex((pane) => pane.classList.contains(ACTIVE_PANE)));
}

/**
 * The selected tab changes at once (classes, aria-selected, focus order); the panes follow with the fade, one
 * swap after the other, so that keys pressed during a fade end on the last tab chosen.
 */
function createSwitcher(parts: TabParts, start: number) {
  const state = { selected: start, shown: start, running: false };
  const follow = async (animate: boolean) => {
    if (state.running) return;
    state.running = true;
    try {
      while (state.shown !== state.selected) {
        const from = parts.panes[state.shown];
        state.shown = state.selected;
        await swapPanes(from, parts.panes[state.shown], animate);
      }
    } finally {
      state.running = false;
    }
  };
  const select = (index: number, animate: boolean) => {
    state.selected = index;
    markSelected(parts, index);
    void follow(animate);
  };
  return { state, select };
}

/** Runs one tabs module. */
export function runTabs(el: HTMLElement, ctx: WidgetContext): Cleanup | void {
  const parts = findTabParts(el);
  if (!parts) {
    ctx.warn('the tab links and the panes do not pair up; the tabs are left as printed', el);
    return;
  }
  const start = initialIndex(parts);
  const undoAria = wireAria(parts);
  markSelected(parts, start);
  parts.panes.forEach((pane, i) => pane.classList.toggle(ACTIVE_PANE, i === start));
  const { state, select } = createSwitcher(parts, start);
  const choose = (index: number) => {
    if (index === state.selected) return;
    select(index, true);
    writeModuleState(el, [String(index)]);
  };

  ctx.listen(parts.list, 'click', (e) => {
    const index = parts.links.findIndex((a) => e.target instanceof Node && a.contains(e.target));
    if (index < 0) return;
    e.preventDefault();
    // Divi ignores clicks while the panes fade.
    if (!state.running) choose(index);
  });
  ctx.listen(parts.list, 'keydown', (e) => {
    const from = parts.links.findIndex((a) => a === e.target);
    const move = KEY_MOVES[e.key];
    if (from < 0 || !move || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const index = move(from, parts.links.length);
    parts.links[index].focus();
    choose(index);
  });

  const doc = el.ownerDocument;
  const fromLocation = (animate: boolean) => {
    const index = tabForHash(parts, window.location.hash, doc);
    if (index >= 0 && index !== state.selected) select(index, animate);
  };
  fromLocation(false);
  const stopAnchor = onAnyHashChange(() => fromLocation(true));
  const stopHash = onModuleState(el, ([raw]) => {
    const index = raw !== undefined && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
    if (index >= 0 && index < parts.tabs.length && index !== state.selected) select(index, true);
  });
  const stopStacked = watchStacked(el, parts.tabs);
  return () => {
    stopHash();
    stopAnchor();
    stopStacked();
    undoAria();
  };
}
