import { guard, report, warn, type Phase } from './errors';
import { addListener } from './clobber';
import { eventArgs } from './events';
import { bindingJQuery, type JQueryHandler } from './jquery';
import { createLatest } from './latest';
import type { WidgetContext } from './widget';
import { pageResource } from './page-state';

const counts = pageResource(() => new WeakMap<EventTarget, Map<string, number>>());

/** Builds the context handed to a widget's setup and mount. */
export function createContext(widget: string, signal: AbortSignal, element: Element | null): WidgetContext {
  const context: WidgetContext = {
    widget,
    signal,
    warn: (message, el) => warn(widget, message, el === undefined ? element : el),
    guard: <T>(fn: () => T, phase: Phase = 'handler') => guard({ widget, element, phase }, fn),
    on(target, type, handler) {
      const $ = bindingJQuery();
      if (!$) return context.listen(target, type, (event) => handler(event, eventArgs(event)));
      if (signal.aborted) return;
      // jQuery's own binding also receives native events (and skips the native copy of what `emit` fires).
      const viaJQuery: JQueryHandler = (event, ...args) => {
        const native = (event as Event & { originalEvent?: Event }).originalEvent;
        const detail = native instanceof CustomEvent && Array.isArray(native.detail) ? (native.detail as unknown[]) : [];
        context.guard(() => handler(event, args.length ? args : detail));
      };
      $(target).on(type, viaJQuery);
      signal.addEventListener('abort', () => $(target).off(type, viaJQuery), { once: true });
    },
    later(ms, fn) {
      if (signal.aborted) return () => undefined;
      const cancel = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', cancel);
        context.guard(fn);
      }, ms);
      signal.addEventListener('abort', cancel, { once: true });
      return cancel;
    },
    latest: () => createLatest(signal),
    listen(target, type, handler, options) {
      if (signal.aborted) return;
      const wrapped = (event: Event) => {
        try {
          (handler as (e: Event) => void)(event);
        } catch (error) {
          report(error, { widget, element, phase: 'handler' });
        }
      };
      // Through EventTarget's own method: a document's `addEventListener` can be an element of the page.
      addListener(target, type, wrapped, { ...options, signal });
      trackListener(target, type, widget, element);
      signal.addEventListener('abort', () => untrackListener(target, type), { once: true });
    },
  };
  return context;
}

/** Warns once when more than 10 of our listeners attach to one event of one target (a leak, usually). */
function trackListener(target: EventTarget, type: string, widget: string, element: Element | null) {
  let map = counts().get(target);
  if (!map) counts().set(target, (map = new Map()));
  const n = (map.get(type) ?? 0) + 1;
  map.set(type, n);
  if (n > 10) warn(widget, `more than 10 listeners on "${type}"; possible leak`, element);
}

function untrackListener(target: EventTarget, type: string) {
  const map = counts().get(target);
  const n = map?.get(type);
  if (map && n) map.set(type, n - 1);
}

/** How many of our listeners are attached to `target` for `type` (for leak tests). */
export function listenerCount(target: EventTarget, type: string): number {
  return counts().get(target)?.get(type) ?? 0;
}
