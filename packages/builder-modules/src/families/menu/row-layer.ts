import type { Cleanup } from '@dropins/core';

/** Divi raises a menu module's row to this z-index (6 inside a section with a divider), so its dropdowns and mobile menu cover the sections below. */
const ROW_LAYER = 3;
const ROW_LAYER_WITH_DIVIDER = 6;

/**
 * As Divi's init does for every row holding a menu module: the row gets an inline `z-index` of 3 (6 in a section
 * with a divider) unless its own is already that high. Without it, the next sections' columns (`z-index: 2` in
 * Divi's CSS) paint over the open dropdowns and mobile menu.
 */
export function raiseMenuRow(module: HTMLElement): Cleanup {
  const row = module.closest<HTMLElement>('.et_pb_row');
  if (!row) return () => undefined;
  const layer = row.closest('.et_pb_section.section_has_divider') ? ROW_LAYER_WITH_DIVIDER : ROW_LAYER;
  const current = Number.parseInt(getComputedStyle(row).zIndex, 10);
  if (!Number.isNaN(current) && current >= layer) return () => undefined;
  const saved = row.style.zIndex;
  row.style.zIndex = String(layer);
  return () => {
    row.style.zIndex = saved;
  };
}
