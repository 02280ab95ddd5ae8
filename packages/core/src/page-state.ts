/**
 * State a widget module keeps at module level for the page's lifetime (the started parts of a package, shared
 * observers and their subscribers): the module registers how to forget it, so each test can start from a fresh page
 * through `resetPageState()` in `@dropins/core/testing`. Core knows nothing of the widgets; they register themselves.
 */
const resets = new Set<() => void>();

/**
 * Registers how to forget one module's page-lifetime state, beside the state (at module level, or on first use in
 * a module an eager entry re-exports, so the bundler can still leave it out). The same function registers once.
 * @example const started = new Set<string>(); onPageReset(() => started.clear());
 */
export function onPageReset(reset: () => void): void {
  resets.add(reset);
}

/** Forgets every registered page-lifetime state (tests only, through `@dropins/core/testing`). */
export function resetPageState(): void {
  for (const reset of resets) reset();
}
