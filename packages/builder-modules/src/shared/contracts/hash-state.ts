/**
 * Divi's URL-hash state (`et_set_hash` / `process_et_hashchange` in its `frontend-builder-scripts.js`):
 * `#<module id>|<param>|<param>`, several modules joined with `||`. The filterable portfolio writes `[category slug, page]`, the gallery grid `[page]`, tabs
 * `[index]`; only modules with an id take part. A module replaces its own entry and keeps the others.
 *
 * The hash is page data a visitor can type: it is reduced to Divi's own alphabet (`[A-Za-z0-9-_|]`), never put into
 * a selector, and modules are found by comparing their `id` with the entry's id. Writing uses
 * `history.replaceState`, so the page never jumps. One `hashchange` listener serves every module of the package.
 *
 * As Divi, each module with an entry also gets `et_hashchange` (after the window's load, and on every
 * `hashchange`): other plugins listen for it through jQuery (`event.params`) or the DOM (`detail`).
 */
import { docProp, guard, listeners, pageResource, type Listeners } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';
import { fireDiviEvent } from './divi-events';

export interface HashEntry {
  id: string;
  params: string[];
}

/** Between modules. */
const MODULE_SEPARATOR = '||';
/** Between a module's id and its params. */
const PARAM_SEPARATOR = '|';
/** Divi keeps only these characters of the hash before reading it. */
const NOT_IN_ALPHABET = /[^A-Za-z0-9\-_|]/g;
/** A hash longer than this is not module state (Divi's states are a few dozen characters): it is ignored whole. */
export const MAX_HASH_LENGTH = 2000;
/** At most this many module entries are read; more is not a page Divi printed. */
const MAX_ENTRIES = 50;

/**
 * The module entries of a location hash (with or without the `#`). Odd input gives fewer entries, never an error.
 * @example parseHash('#work|branding|2||team-gallery|3') // [{id:'work',params:['branding','2']}, {id:'team-gallery',params:['3']}]
 */
export function parseHash(hash: string): HashEntry[] {
  if (typeof hash !== 'string' || hash.length > MAX_HASH_LENGTH) return [];
  const clean = hash.replace(/^#/, '').replace(NOT_IN_ALPHABET, '');
  const entries: HashEntry[] = [];
  for (const part of clean.split(MODULE_SEPARATOR)) {
    const [id, ...params] = part.split(PARAM_SEPARATOR);
    if (!id) continue;
    entries.push({ id, params });
    if (entries.length >= MAX_ENTRIES) break;
  }
  return entries;
}

/** The hash text (without `#`) for `entries`. */
export function serializeHash(entries: readonly HashEntry[]): string {
  return entries.map((e) => [e.id, ...e.params].join(PARAM_SEPARATOR)).join(MODULE_SEPARATOR);
}

/** `entries` with `id`'s entry replaced by `params` (in place), or added at the end. */
export function withEntry(entries: readonly HashEntry[], id: string, params: readonly string[]): HashEntry[] {
  let found = false;
  const next = entries.map((e) => {
    if (e.id !== id) return e;
    found = true;
    return { id, params: [...params] };
  });
  if (!found) next.push({ id, params: [...params] });
  return next;
}

/** The params stored for `id` in `hash`, or null. */
export function entryFor(hash: string, id: string): string[] | null {
  if (!id) return null;
  return parseHash(hash).find((e) => e.id === id)?.params ?? null;
}

/**
 * Writes `element`'s state into the location hash without scrolling or adding a history entry. Does nothing for a
 * module without an id (Divi writes none then).
 * @example writeModuleState(portfolio, ['branding', '2']) // #work|branding|2
 */
export function writeModuleState(element: Element, params: readonly string[]): void {
  const id = element.id;
  if (!id) return;
  const next = serializeHash(withEntry(parseHash(window.location.hash), id, params));
  if (`#${next}` === window.location.hash) return;
  const url = new URL(window.location.href);
  url.hash = next;
  window.history.replaceState(window.history.state, '', url.href);
}

type Restore = (params: string[]) => void;

/** Divi's per-module hash event (`process_et_hashchange` in `frontend-builder-scripts.js`). */
export const HASHCHANGE_EVENT = 'et_hashchange';

/** Fires `et_hashchange` on a module: a bubbling DOM event with the params as `detail`, and through jQuery with `event.params`. */
export function fireHashchange(element: Element, params: readonly string[]): void {
  fireDiviEvent(element, HASHCHANGE_EVENT, [...params], { props: { params: [...params] } });
}

interface HashListeners {
  restorers: Map<Element, Restore>;
  plain: Listeners<[]>;
  listening: boolean;
}

/** The package's one `hashchange` listener and who it serves (on page reset: removed and forgotten). */
const hashListeners = pageResource(
  (): HashListeners => ({ restorers: new Map(), plain: listeners(ISOLATED), listening: false }),
  (state) => {
    state.restorers.clear();
    unlistenWhenIdle(state, true);
  },
);

/** Module states first, then the plain-anchor listeners (each on its own: one never breaks the others). */
function onHashChange(): void {
  restoreAll();
  hashListeners().plain.call();
}

function listen(state: HashListeners): void {
  if (state.listening) return;
  window.addEventListener('hashchange', onHashChange);
  state.listening = true;
}

function unlistenWhenIdle(state: HashListeners, reset = false): void {
  if (!state.listening || (!reset && (state.restorers.size || state.plain.size))) return;
  window.removeEventListener('hashchange', onHashChange);
  state.listening = false;
}

/**
 * Calls `fn` on every `hashchange`, through the package's shared listener (for plain anchors such as Woo's
 * `#tab-reviews`). Returns the unsubscribe.
 */
export function onAnyHashChange(fn: () => void): () => void {
  const state = hashListeners();
  const remove = state.plain.add(fn);
  listen(state);
  return () => {
    remove();
    unlistenWhenIdle(state);
  };
}

/** Gives each subscribed module with an entry in the hash its params. */
function restoreAll(): void {
  const entries = parseHash(window.location.hash);
  if (!entries.length) return;
  for (const [element, restore] of [...hashListeners().restorers]) {
    const entry = entries.find((e) => e.id === element.id);
    if (!entry || !element.isConnected) continue;
    // A module's restore never breaks the others (each family also guards its own).
    guard({ ...ISOLATED, element }, () => restore(entry.params));
    fireHashchange(element, entry.params);
  }
}

/**
 * Calls `restore(params)` with `element`'s entry now (state from the page-load hash) and on every `hashchange`,
 * then fires `et_hashchange` on it (for the page-load hash: once the window has loaded). Only modules with an id
 * take part. Returns the unsubscribe.
 * @example const stop = onModuleState(el, ([slug, page]) => show(slug, Number(page)));
 */
export function onModuleState(element: Element, restore: Restore): () => void {
  if (!element.id) return () => undefined;
  const state = hashListeners();
  const { restorers } = state;
  restorers.set(element, restore);
  listen(state);
  const params = entryFor(window.location.hash, element.id);
  if (params) restore(params);
  // Divi reads the page-load hash in its window-load handler; listeners other plugins bind until then hear it.
  const announceLoad = () => {
    const now = entryFor(window.location.hash, element.id);
    if (now && restorers.has(element)) fireHashchange(element, now);
  };
  const loaded = docProp('readyState') === 'complete';
  if (loaded) queueMicrotask(announceLoad);
  else window.addEventListener('load', announceLoad, { once: true });
  return () => {
    window.removeEventListener('load', announceLoad);
    restorers.delete(element);
    unlistenWhenIdle(state);
  };
}

/**
 * A 1-based page number from a hash param, or null when it is not a whole number within 1..`pages`.
 * @example pageParam('2', 3) // 2
 */
export function pageParam(raw: string | undefined, pages: number): number | null {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= pages ? page : null;
}
