import { guard } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';
import { onPageReset } from '@dropins/core';

/**
 * One IntersectionObserver per root margin for the whole package: `whenInView(el, fn)` calls `fn` the first time
 * `el` enters the viewport (Divi's waypoints at offset 100%: as soon as the element's top reaches the bottom).
 */
const observers = new Map<string, { observer: IntersectionObserver; callbacks: Map<Element, (entry: IntersectionObserverEntry) => void> }>();
onPageReset(() => {
  for (const { observer } of observers.values()) observer.disconnect();
  observers.clear();
});

function observerFor(rootMargin: string) {
  let found = observers.get(rootMargin);
  if (!found) {
    const callbacks = new Map<Element, (entry: IntersectionObserverEntry) => void>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) guard(ISOLATED, () => callbacks.get(entry.target)?.(entry));
    }, { rootMargin });
    observers.set(rootMargin, (found = { observer, callbacks }));
  }
  return found;
}

/**
 * Calls `fn(entry)` on every visibility change of `el` until the returned stop is called.
 * @example const stop = watchInView(video, (e) => (e.isIntersecting ? play() : pause()));
 */
export function watchInView(el: Element, fn: (entry: IntersectionObserverEntry) => void, rootMargin = '0px'): () => void {
  const { observer, callbacks } = observerFor(rootMargin);
  callbacks.set(el, fn);
  observer.observe(el);
  return () => {
    callbacks.delete(el);
    observer.unobserve(el);
  };
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
