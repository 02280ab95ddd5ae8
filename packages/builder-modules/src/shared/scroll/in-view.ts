import { sharedObservers } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';

/**
 * One IntersectionObserver per root margin for the whole package: `whenInView(el, fn)` calls `fn` the first time
 * `el` enters the viewport (Divi's waypoints at offset 100%: as soon as the element's top reaches the bottom).
 */
const observerFor = sharedObservers(ISOLATED, (notify: (entries: readonly IntersectionObserverEntry[]) => void, rootMargin: string) =>
  new IntersectionObserver(notify, { rootMargin }),
);

/**
 * Calls `fn(entry)` on every visibility change of `el` until the returned stop is called.
 * @example const stop = watchInView(video, (e) => (e.isIntersecting ? play() : pause()));
 */
export function watchInView(el: Element, fn: (entry: IntersectionObserverEntry) => void, rootMargin = '0px'): () => void {
  return observerFor(rootMargin)(el, fn);
}

/** Calls `fn` once, the first time `el` is in view. Returns the cancel. */
export function whenInView(el: Element, fn: () => void): () => void {
  const stop = watchInView(el, (entry) => {
    if (!entry.isIntersecting) return;
    stop();
    fn();
  });
  return stop;
}
