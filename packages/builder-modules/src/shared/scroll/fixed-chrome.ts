import { pageResource, sharedObserver } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';

/**
 * Fixed chrome (Divi's `#top-header` and `#main-header`) changes height without the page changing size: the fixed
 * header shrinks once the page scrolls past its trigger and grows back at the top, eased by a 0.4 s CSS transition.
 * Whatever was measured from its height (where a section counts as reached, where an anchor lands) is then stale.
 * The scroll loop watches these elements here and measures again once a change has settled: at once for a jump,
 * after the last running transition or animation in the element for an eased change, never on each eased frame.
 */
const watchBorderBox = sharedObserver(ISOLATED, (notify: (entries: readonly ResizeObserverEntry[]) => void) => {
  const observer = new ResizeObserver(notify);
  return {
    // The border box: a header shrinks by its padding as well as by its content.
    observe: (el: Element) => observer.observe(el, { box: 'border-box' }),
    unobserve: (el: Element) => observer.unobserve(el),
    disconnect: () => observer.disconnect(),
  };
});

/** The finite transitions and animations running in `el` and below it (an endless one never settles). */
function easing(el: Element): Animation[] {
  return (el.getAnimations?.({ subtree: true }) ?? []).filter(
    (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
  );
}

/**
 * Calls `settled` after each change of `el`'s border-box size, once the change is over: when the transitions and
 * animations running in it then have finished (at once when none runs). Returns the stop.
 */
function onSettledResize(el: Element, settled: () => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  // The first report is the size the element has when watching starts: nothing has changed yet.
  let started = false;
  let waiting = false;
  return watchBorderBox(el, () => {
    if (!started || waiting) {
      started = true;
      return;
    }
    waiting = true;
    void Promise.all(easing(el).map((a) => a.finished.catch(() => undefined))).then(() => {
      waiting = false;
      settled();
    });
  });
}

/**
 * A watcher of fixed chrome for the whole page: each element is watched once however many callers name it, and
 * `settled` runs after any of them has changed size. The watcher returns the caller's stop.
 * @example const watchChrome = chromeWatcher(requestMeasure); const stop = watchChrome([topBar, header]);
 */
export function chromeWatcher(settled: () => void): (elements: Iterable<Element>) => () => void {
  const watched = pageResource(
    () => new Map<Element, { callers: number; stop: () => void }>(),
    (all) => {
      for (const { stop } of all.values()) stop();
      all.clear();
    },
  );
  return (elements) => {
    const mine = [...new Set(elements)];
    for (const el of mine) {
      const entry = watched().get(el);
      if (entry) entry.callers++;
      else watched().set(el, { callers: 1, stop: onSettledResize(el, settled) });
    }
    return () => {
      for (const el of mine) {
        const entry = watched().get(el);
        if (!entry || --entry.callers > 0) continue;
        entry.stop();
        watched().delete(el);
      }
    };
  };
}
