import type { Cleanup } from '@dropins/core';
import { PHONE_MAX, watchMaxWidth } from '../../shared/devices/breakpoints';

const STACKED = 'et_pb_tabs_vertically_stacked';
/** FBGF `et_pb_set_tabs_height`: tabs in these narrow columns are always stacked. */
const NARROW_COLUMNS = '.et_pb_column_1_3, .et_pb_column_1_4, .et_pb_column_3_8';

/** Equal tab heights (the tallest `li`) unless stacked, as Divi sets them. */
function equalise(tabs: HTMLElement[], stacked: boolean): void {
  for (const li of tabs) li.style.removeProperty('min-height');
  if (stacked || tabs.length < 2) return;
  const tallest = Math.max(...tabs.map((li) => li.offsetHeight));
  for (const li of tabs) li.style.minHeight = `${tallest}px`;
}

/**
 * `et_pb_tabs_vertically_stacked` below 768 px (one shared media-query listener) or inside a narrow column, and
 * equal tab heights otherwise.
 */
export function watchStacked(el: HTMLElement, tabs: HTMLElement[]): Cleanup {
  const narrow = el.closest(NARROW_COLUMNS) !== null;
  const apply = (small: boolean) => {
    const stacked = narrow || small;
    el.classList.toggle(STACKED, stacked);
    equalise(tabs, stacked);
  };
  apply(window.matchMedia(`(max-width: ${PHONE_MAX}px)`).matches);
  const stop = watchMaxWidth(PHONE_MAX, apply);
  return () => {
    stop();
    el.classList.remove(STACKED);
    for (const li of tabs) li.style.removeProperty('min-height');
  };
}
