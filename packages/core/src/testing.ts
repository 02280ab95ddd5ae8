/**
 * `@dropins/core/testing`: hooks for tests only (a fresh runtime, forgotten warnings and page-lifetime state, listener counts). Not part of
 * the widgets' API and never in a drop-in bundle.
 */
import { resetRuntime } from './runtime';
import { resetPageState as forgetPageState } from './page-state';

export { resetRuntime, getRegistry, exposeGlobal } from './runtime';
export { resetWarnings } from './errors';
export { listenerCount } from './context';
export { shadowDocumentMembers } from './clobber-testing';

/**
 * Forgets every page-lifetime state, after unmounting this runtime's widgets (which the page state only forgets).
 * Every reset runs; the first that threw is thrown after the others.
 */
export function resetPageState(): void {
  resetRuntime();
  forgetPageState();
}

