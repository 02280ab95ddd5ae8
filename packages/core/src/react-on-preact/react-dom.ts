/** `react-dom` in the drop-in bundles: `createPortal` (core's Modal) and `flushSync` (tests), over Preact. */
import type * as ReactDOM from 'react-dom';
import { createPortal as preactCreatePortal } from 'preact';

// Preact's portal is a VNode without React's `$$typeof` brand: not checkable by assignment, hence the cast.
export const createPortal = preactCreatePortal as unknown as typeof ReactDOM.createPortal;
/** Preact renders a root synchronously, so there is nothing to flush. */
export const flushSync: typeof ReactDOM.flushSync = (fn) => fn();
