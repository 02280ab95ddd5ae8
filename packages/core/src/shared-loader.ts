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

import { createLoader, isClassicLoader, type ClassicLoader, type LoaderCore } from './classic-loader';
import { docProp } from './clobber';
import { QUEUE, type QueuedCall } from './loader-queue';

/** Calls `fn` once the page has loaded (at once if it has). */
function afterLoad(doc: Document, fn: () => void) {
  const view = docProp('defaultView', doc);
  if (docProp('readyState', doc) === 'complete' || !view) fn();
  // Through EventTarget's own method: `<a id="addEventListener">` shadows window's inherited one.
  else view.EventTarget.prototype.addEventListener.call(view, 'load', fn, { once: true });
}

/**
 * Installs the shared loader as `window.dropinsDefine` unless one of our loaders is there already, and replays in
 * order the calls a queue recorded before.
 */
export function installSharedLoader(win: Window): ClassicLoader {
  const existing = win.dropinsDefine;
  if (isClassicLoader(existing)) return existing;
  const doc = win.document;
  /** Entries started before all their modules were defined. */
  const waiting = new Set<string>();
  // One widget failing to start never stops the module being defined or another widget.
  const warn = (entry: string) => (error: unknown) => console.warn(`[dropins] ${entry} did not start:`, error);
  const startNow = (entry: string, core: LoaderCore) => {
    try {
      core.evaluate(entry);
    } catch (error) {
      warn(entry)(error);
    }
  };
  const loader = createLoader(doc, {
    start(id, core) {
      if (core.complete(id)) return core.evaluate(id);
      if (waiting.has(id)) return;
      waiting.add(id);
      afterLoad(doc, () => {
        if (waiting.delete(id)) core.fetchModule(id).then(() => startNow(id, core), warn(id));
      });
    },
    defined(core) {
      for (const entry of waiting) if (core.complete(entry) && waiting.delete(entry)) startNow(entry, core);
    },
  });
  // An own property of window shadows a same-named element for the bare `dropinsDefine(...)` calls of every part.
  win.dropinsDefine = loader;
  const queued = typeof existing === 'function' ? (existing as { [QUEUE]?: unknown })[QUEUE] : undefined;
  for (const call of Array.isArray(queued) ? (queued as QueuedCall[]) : []) {
    if ('define' in call) loader(...call.define);
    else loader.start(call.start, call.url);
  }
  return loader;
}
