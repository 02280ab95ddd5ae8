/**
 * `react` in the drop-in bundles and the happy-dom unit tests: exactly the React API the widgets use, over Preact's
 * core and hooks (instead of the whole `preact/compat`). Each export is typed as the React export it stands for, so
 * the type check fails if one stops fitting. The npm packages import the real `react` instead.
 */
import type * as React from 'react';
import { Component as PreactComponent, Fragment as PreactFragment, createElement as preactCreateElement } from 'preact';
import * as hooks from 'preact/hooks';

export const useState: typeof React.useState = hooks.useState;
export const useEffect: typeof React.useEffect = hooks.useEffect;
export const useLayoutEffect: typeof React.useLayoutEffect = hooks.useLayoutEffect;
export const useRef: typeof React.useRef = hooks.useRef;
export const useCallback: typeof React.useCallback = hooks.useCallback;
export const useMemo: typeof React.useMemo = hooks.useMemo;
export const useId: typeof React.useId = hooks.useId;
export const useReducer: typeof React.useReducer = hooks.useReducer;

// Preact's elements, classes and contexts lack React's `$$typeof` brand (and createElement's overloads are spelled
// differently), so these three cannot be checked by assignment: the casts go through `unknown` on purpose. The
// real-React tests (*.react.test.tsx) run the same components against the real exports.
export const Fragment = PreactFragment as unknown as typeof React.Fragment;
export const createElement = preactCreateElement as unknown as typeof React.createElement;
export const Component = PreactComponent as unknown as typeof React.Component;
