/**
 * The loader variant the WordPress build's runtime.js carries (dist/wp/, see classic-loader.ts): one loader for every
 * widget script of the page, which may run before the shared parts they need.
 *
 * WordPress prints a script with an inline script after it blocking (GDPR's consent globals after its handle, which
 * move onto our consent bar's), and such a widget script runs before the deferred runtime.js. So a small queue,
 * printed inline before runtime.js (loader-queue.ts), records what widget scripts ask of the loader until runtime.js
 * installs it and replays the calls; a widget whose shared parts have not run yet starts as soon as they have, and
 * what is still missing once the page has loaded (a script optimizer dropped it) is fetched from beside the widget
 * script. The standalone classic scripts keep the plain loader: each is its own entry and brings all it needs.
 *
 * Not part of `@dropins/core`'s API: the build bundles it (rollup.config.mjs) as runtime.js's banner.
 */

import { createLoader, isClassicLoader, markLoader, type ClassicLoader } from './classic-loader';
import { docProp } from './clobber';
import { runningScript } from './running-script';
import { QUEUE, type QueuedCall } from './loader-queue';
import { dependencyIds } from './loader-urls';

/** Calls `fn` once the page has loaded (at once if it has). */
function afterLoad(doc: Document, fn: () => void) {
  const view = docProp('defaultView', doc);
  if (docProp('readyState', doc) === 'complete' || !view) fn();
  // Through EventTarget's own method: `<a id="addEventListener">` shadows window's inherited one.
  else view.EventTarget.prototype.addEventListener.call(view, 'load', fn, { once: true });
}

/**
 * Installs the shared loader as `window.dropinsDefine` unless one of our loaders is there already, and replays in
 * order the calls a queue recorded before. It wraps the plain loader: it records each module's dependencies, so it
 * knows whether an entry can run, and starts the entries waiting for a module when that module is defined.
 */
export function installSharedLoader(win: Window): ClassicLoader {
  const existing = win.dropinsDefine;
  if (isClassicLoader(existing)) return existing;
  const doc = win.document;
  const plain = createLoader(doc);
  const deps = new Map<string, string[]>();
  /** Entries started before all their modules were defined, with their script's URL. */
  const waiting = new Map<string, string>();
  const complete = (id: string, seen = new Set<string>()): boolean =>
    seen.has(id) || (seen.add(id) && deps.has(id) && (deps.get(id) ?? []).every((dep) => complete(dep, seen)));
  // One widget failing to start never stops the module being defined or another widget.
  const warn = (entry: string) => (error: unknown) => console.warn(`[dropins] ${entry} did not start:`, error);
  const startNow = (entry: string, url: string) => {
    try {
      plain.start(entry, url);
    } catch (error) {
      warn(entry)(error);
    }
  };

  const loader = ((id, ids, factory) => {
    if (!deps.has(id)) deps.set(id, typeof ids === 'function' ? [] : dependencyIds(id, ids));
    plain(id, ids, factory);
    for (const [entry, url] of waiting) if (complete(entry) && waiting.delete(entry)) startNow(entry, url);
  }) as ClassicLoader;
  loader.start = (id, scriptUrl) => {
    const url = scriptUrl ?? runningScript(doc)?.src ?? '';
    if (complete(id)) return plain.start(id, url);
    waiting.set(id, url);
    afterLoad(doc, () => {
      if (!waiting.delete(id)) return;
      // What was not printed: an entry that requires it fetches it (and what it needs) from beside the script.
      plain(`${id}!start`, ['require'], (require) => (require as (ids: string[], ok: () => void, ko: (e: unknown) => void) => void)([id], () => undefined, warn(id)));
      plain.start(`${id}!start`, url);
    });
  };
  markLoader(loader);
  // An own property of window shadows a same-named element for the bare `dropinsDefine(...)` calls of every part.
  win.dropinsDefine = loader;
  const queued = typeof existing === 'function' ? (existing as { [QUEUE]?: unknown })[QUEUE] : undefined;
  for (const call of Array.isArray(queued) ? (queued as QueuedCall[]) : []) {
    if ('define' in call) loader(...call.define);
    else loader.start(call.start, call.url);
  }
  return loader;
}
