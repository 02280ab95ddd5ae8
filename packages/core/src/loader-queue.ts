/**
 * The WordPress build's inline script before runtime.js (dist/wp/loader-queue.js, see shared-loader.ts).
 *
 * Not part of `@dropins/core`'s API: the build bundles it (rollup.config.mjs) and the plugin prints it inline.
 */

import { isClassicLoader, type ClassicLoader } from './classic-loader';
import { runningScript } from './running-script';

/** Our marker on the queue standing for the loader until runtime.js runs; its value is the calls. */
export const QUEUE = Symbol.for('dropins.loader-queue');

export type QueuedCall = { define: Parameters<ClassicLoader> } | { start: string; url: string };

/**
 * The WordPress build's inline script before runtime.js: `window.dropinsDefine` as a queue until runtime.js installs
 * the loader, so a widget script WordPress prints blocking (it runs before the deferred runtime) is not lost. Each
 * `start` keeps the URL of the script that called it, read while it runs.
 */
export function installLoaderQueue(win: Window): void {
  const existing = win.dropinsDefine;
  if (isClassicLoader(existing) || (typeof existing === 'function' && QUEUE in existing)) return;
  const calls: QueuedCall[] = [];
  const queue = ((...args: Parameters<ClassicLoader>) => void calls.push({ define: args })) as ClassicLoader;
  queue.start = (id, scriptUrl) => void calls.push({ start: id, url: scriptUrl ?? runningScript(win.document)?.src ?? '' });
  Object.defineProperty(queue, QUEUE, { value: calls });
  win.dropinsDefine = queue;
}
