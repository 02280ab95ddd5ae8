import { pageResource } from './page-state';

/** Where an error happened at the widget boundary. */
export type Phase = 'config' | 'mount' | 'unmount' | 'handler' | 'request' | 'render';

export interface ErrorInfo {
  widget: string;
  element?: Element | null;
  phase: Phase;
}

export type ErrorHandler = (error: unknown, info: ErrorInfo) => void;

/** Describes an element briefly for console messages: `form#commentform.comment-form`. */
export function describe(el: Element | null | undefined): string {
  if (!el) return 'page';
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim()
    ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.')
    : '';
  return el.tagName.toLowerCase() + id + cls;
}

/**
 * Prints one console warning per distinct message. The host page's console is a shared space:
 * a widget that stands down says so once, naming itself and the element, and then stays quiet.
 */
export function warn(widget: string, message: string, element?: Element | null, detail?: unknown): void {
  const text = `[dropins] ${widget}: ${message}${element ? ` (${describe(element)})` : ''}`;
  const { said } = reporting();
  if (said.has(text)) return;
  said.add(text);
  if (detail === undefined) console.warn(text);
  else console.warn(text, detail);
}

const defaultHandler: ErrorHandler = (error, info) => {
  const message = error instanceof Error ? error.message : String(error);
  warn(info.widget, `${info.phase} failed, this widget stands down: ${message}`, info.element, error);
};

/** The warnings printed on this page, and where errors go. */
const reporting = pageResource((): { said: Set<string>; handler: ErrorHandler } => ({ said: new Set(), handler: defaultHandler }));

/** Replaces the error handler (for reporting to a service); returns a function restoring the previous one. */
export function setErrorHandler(next: ErrorHandler): () => void {
  const state = reporting();
  const prev = state.handler;
  state.handler = next;
  return () => {
    state.handler = prev;
  };
}

/** Reports an error through the current handler; never throws. */
export function report(error: unknown, info: ErrorInfo): void {
  try {
    reporting().handler(error, info);
  } catch {
    /* a broken reporter must not break the page either */
  }
}

/** Runs `fn`, reporting and swallowing anything it throws. */
export function guard<T>(info: ErrorInfo, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    report(error, info);
    return undefined;
  }
}

/** For tests: forget which warnings were printed. */
export function resetWarnings(): void {
  reporting().said.clear();
}
