/**
 * "The latest request wins": each `run` aborts the signal of the run before it, so a slow answer to an old
 * question can never overwrite the answer to the new one. Unmounting (the parent signal) aborts the last run.
 */
export interface Latest {
  /**
   * Aborts the previous run, then calls `task` with a fresh signal. Resolves with the task's value, or with
   * `undefined` when a newer run (or the unmount) superseded it meanwhile; rejects only with the task's own error.
   * @example
   * const lookups = ctx.latest();
   * const variation = await lookups.run((signal) => transport.request('get_variation', data, { signal }));
   * if (variation === undefined) return; // a newer choice is being looked up
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /** Aborts the current run, if any (its `run` resolves with `undefined`). */
  cancel(): void;
}

export function createLatest(parent: AbortSignal): Latest {
  let current: AbortController | null = null;
  const cancel = () => {
    current?.abort();
    current = null;
  };
  parent.addEventListener('abort', cancel, { once: true });
  return {
    cancel,
    async run(task) {
      cancel();
      const mine = new AbortController();
      if (parent.aborted) mine.abort();
      current = mine;
      try {
        const value = await task(mine.signal);
        return mine.signal.aborted ? undefined : value;
      } catch (error) {
        if (mine.signal.aborted) return undefined;
        throw error;
      } finally {
        if (current === mine) current = null;
      }
    },
  };
}
