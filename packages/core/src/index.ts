/**
 * `@dropins/core`: what every widget starts with. The widget definition and its context, the registry and `boot`,
 * warnings and error reports, config readers, clobber-safe access to `document` and the page's globals, events
 * (DOM and jQuery), page-lifetime state and shared observers, text of server values.
 * The rest is in subpaths, each imported only by the widgets that need it: `@dropins/core/transport`,
 * `@dropins/core/storage`, `@dropins/core/safety`, `@dropins/core/ui`, `@dropins/core/dom` (and
 * `@dropins/core/testing` for tests).
 */
export { defineWidget, standDown, StandDown } from './widget';
export type { Cleanup, WidgetDefinition, WidgetContext, MountContext, Widgets } from './widget';
export { createRegistry } from './registry';
export type { Registry, MountedInfo } from './registry';
export { boot, onReady, withoutObserver } from './runtime';
export type { DropinsGlobal } from './runtime';
export { warn, report, guard, setErrorHandler, describe } from './errors';
export type { ErrorInfo, ErrorHandler, Phase } from './errors';
export { createLatest } from './latest';
export type { Latest } from './latest';
export { readConfig, readGlobal, parseJSON, str, num, bool, oneOf, shape, record, required, isRecord } from './config';
export type { Field, Schema, ConfigOf } from './config';
export { readJSONAttribute, JSON_ATTRIBUTE_LIMIT } from './json-attribute';
export type { JSONAttributeRead } from './json-attribute';
export { isPageElement, pageGlobals, docProp, docCall, docCreate, addListener, dispatch, isDocument } from './clobber';
export { runningScript } from './running-script';
export { emit, eventArgs } from './events';
export { bindingJQuery, pageJQuery } from './jquery';
export type { JQueryStaticLike, JQueryObject } from './jquery';
export { onPageReset, pageResource } from './page-state';
export { pageResources } from './page-resources';
export { sharedObserver, sharedObservers, listeners } from './shared-observer';
export type { ObserverLike, Watch, Listeners } from './shared-observer';
export { textOf } from './text';
