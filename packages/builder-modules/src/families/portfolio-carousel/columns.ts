/**
 * The fullwidth portfolio's column math (Divi's `set_fullwidth_portfolio_columns`), pure: the number of columns
 * from the width of `.et_pb_portfolio_items`, item height 75 % of the item width, and which items a carousel
 * group shows.
 */

/** Minimum items width (px) for each column count, widest first. */
const COLUMN_STEPS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 1600, columns: 5 },
  { minWidth: 1024, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 480, columns: 2 },
];
/** Item height as a share of its width. */
export const ITEM_ASPECT = 0.75;

/** Columns for an items width: 5 at 1600 px or wider, 4 at 1024, 3 at 768, 2 at 480, else 1. */
export function columnsFor(width: number): number {
  return COLUMN_STEPS.find((step) => width >= step.minWidth)?.columns ?? 1;
}

/** Item height (px) for an items width and column count. */
export function itemHeight(width: number, columns: number): number {
  return (width / columns) * ITEM_ASPECT;
}

/** The item indices a group starting at `start` shows, wrapping past the end (at most `count` items). */
export function groupIndices(start: number, columns: number, count: number): number[] {
  const size = Math.min(columns, count);
  return Array.from({ length: size }, (_, k) => (((start + k) % count) + count) % count);
}

/** The first item of the group after (`next`) or before (`previous`) the one starting at `start`. */
export function nextStart(start: number, columns: number, count: number, direction: 'next' | 'previous'): number {
  const step = direction === 'next' ? columns : -columns;
  return (((start + step) % count) + count) % count;
}
