/**
 * State kept for the page's lifetime (the started parts of a package, shared observers and their subscribers, a
 * memo): one place holds it, so each test can start from a fresh page through `resetPageState()` in
 * `@dropins/core/testing`. Core knows nothing of the widgets: a `pageResource` registers its own reset when it is
 * first created. The lint allows top-level mutable state only in this file.
 */
const resets = new Set<() => void>();

/**
 * Registers how to forget one module's page-lifetime state. The same function registers once. Prefer
 * `pageResource`, which registers by itself.
 * @example onPageReset(() => stopListening());
 */
export function onPageReset(reset: () => void): void {
  resets.add(reset);
}

/**
 * Forgets every registered page-lifetime state (tests only, through `@dropins/core/testing`). Every reset runs;
 * the first that threw is thrown after the others.
 */
export function resetPageState(): void {
  let failure: { error: unknown } | undefined;
  for (const reset of [...resets]) {
    try {
      reset();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * A value that lives as long as the page: created by `create` on first use (nothing runs at module load, so an
 * unused one costs no bytes after tree-shaking), and on reset handed to `dispose`, then created afresh on next use.
 * @example const watches = pageResource(() => new Map<number, Watch>(), (map) => map.forEach(stop));
 */
/*@__NO_SIDE_EFFECTS__*/
export function pageResource<T>(create: () => T, dispose?: (value: T) => void): () => T {
  let held: { value: T } | undefined;
  const forget = () => {
    const was = held;
    held = undefined;
    if (was && dispose) dispose(was.value);
  };
  return () => {
    if (!held) {
      held = { value: create() };
      onPageReset(forget);
    }
    return held.value;
  };
}
