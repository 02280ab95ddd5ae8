/**
 * `@dropins/core/testing`: hooks for tests only (a fresh runtime, forgotten warnings and page-lifetime state, listener counts). Not part of
 * the widgets' API and never in a drop-in bundle.
 */
export { resetRuntime, getRegistry, exposeGlobal } from './runtime';
export { resetWarnings } from './errors';
export { listenerCount } from './context';
export { resetPageState } from './page-state';
export { shadowDocumentMembers } from './clobber-testing';
