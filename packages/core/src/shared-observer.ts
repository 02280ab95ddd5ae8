import { guard, type ErrorInfo } from './errors';
import { pageResource } from './page-state';
import { pageResources } from './page-resources';

/** What a browser observer (IntersectionObserver, ResizeObserver) offers that a shared one needs. */
export interface ObserverLike {
  observe(target: Element): void;
  unobserve(target: Element): void;
  disconnect(): void;
}

/** Starts watching one element; returns the stop. */
export type Watch<Entry> = (el: Element, fn: (entry: Entry) => void) => () => void;

/**
 * One browser observer for every element a package watches, each element with its own callback. The observer is
 * created on the first watch and disconnected on page reset; each callback runs on its own, so one that throws is
 * reported (as `info`) and the rest of the batch still runs.
 * @example
 * const watchResize = sharedObserver(info, (notify) => new ResizeObserver(notify));
 * const stop = watchResize(el, (entry) => layout(entry.contentRect.width));
 */
/*@__NO_SIDE_EFFECTS__*/
export function sharedObserver<Entry extends { target: Element }>(
  info: ErrorInfo,
  create: (notify: (entries: readonly Entry[]) => void) => ObserverLike,
): Watch<Entry> {
  return watchWith(pageResource(() => observed(info, create), disconnect));
}

/**
 * `sharedObserver` with one observer per key (an IntersectionObserver per root margin).
 * @example const watchInView = sharedObservers(info, (notify, margin: string) => new IntersectionObserver(notify, { rootMargin: margin }));
 */
/*@__NO_SIDE_EFFECTS__*/
export function sharedObservers<Entry extends { target: Element }, K>(
  info: ErrorInfo,
  create: (notify: (entries: readonly Entry[]) => void, key: K) => ObserverLike,
): (key: K) => Watch<Entry> {
  const byKey = pageResources((key: K) => observed(info, (notify: (entries: readonly Entry[]) => void) => create(notify, key)), disconnect);
  return (key) => watchWith(() => byKey(key));
}

interface Observed<Entry> {
  observer: ObserverLike;
  callbacks: Map<Element, (entry: Entry) => void>;
}

function observed<Entry extends { target: Element }>(
  info: ErrorInfo,
  create: (notify: (entries: readonly Entry[]) => void) => ObserverLike,
): Observed<Entry> {
  const callbacks = new Map<Element, (entry: Entry) => void>();
  const observer = create((entries) => {
    for (const entry of entries) {
      const fn = callbacks.get(entry.target);
      if (fn) guard({ ...info, element: entry.target }, () => fn(entry));
    }
  });
  return { observer, callbacks };
}

function disconnect<Entry>({ observer, callbacks }: Observed<Entry>): void {
  observer.disconnect();
  callbacks.clear();
}

function watchWith<Entry>(current: () => Observed<Entry>): Watch<Entry> {
  return (el, fn) => {
    const { observer, callbacks } = current();
    callbacks.set(el, fn);
    observer.observe(el);
    return () => {
      // A later watch of the same element replaced this one: that one keeps the element.
      if (callbacks.get(el) !== fn) return;
      callbacks.delete(el);
      observer.unobserve(el);
    };
  };
}

/** A set of listeners called together, each on its own (one that throws is reported, the rest still run). */
export interface Listeners<A extends unknown[]> {
  /** Adds `fn`; returns its removal. */
  add(fn: (...args: A) => void): () => void;
  /** Calls every listener (those added during the call wait for the next). */
  call(...args: A): void;
  /** Removes every listener. */
  clear(): void;
  readonly size: number;
}

/**
 * A set of listeners each called under `guard(info)`.
 * @example const changes = listeners<[boolean]>(info); changes.add((small) => ...); changes.call(query.matches);
 */
export function listeners<A extends unknown[]>(info: ErrorInfo): Listeners<A> {
  const all = new Set<(...args: A) => void>();
  return {
    add(fn) {
      all.add(fn);
      return () => all.delete(fn);
    },
    call(...args) {
      for (const fn of [...all]) guard(info, () => fn(...args));
    },
    clear() {
      all.clear();
    },
    get size() {
      return all.size;
    },
  };
}
