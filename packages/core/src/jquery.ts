/**
 * The page's jQuery, when there is one. Many of the originals' neighbours talk through jQuery events
 * (`$(form).trigger('found_variation', [variation])`), which never reach `addEventListener`; core's `emit` and
 * `ctx.on` use it to speak and listen the same way. Nothing else in Dropins needs jQuery.
 */
import { isPageElement, pageGlobals } from './clobber';

export type JQueryHandler = (event: Event, ...args: unknown[]) => unknown;

export interface JQueryObject {
  on(type: string, handler: JQueryHandler): unknown;
  off(type: string, handler: JQueryHandler): unknown;
  trigger(type: string, args?: unknown[]): unknown;
  /** Runs the handlers without the default action and returns the last handler's result (a veto says `false`). */
  triggerHandler?(type: string, args?: unknown[]): unknown;
}

export interface JQueryStaticLike {
  (target: EventTarget | EventTarget[]): JQueryObject;
  fn?: { on?: unknown };
  event?: { triggered?: string | undefined };
}

/** The page's jQuery, else null. */
export function pageJQuery(): JQueryStaticLike | null {
  const candidate = pageGlobals().jQuery;
  return typeof candidate === 'function' && !isPageElement(candidate) ? (candidate as JQueryStaticLike) : null;
}

/** The page's jQuery when it can bind events (a full jQuery, not a stand-in), else null. */
export function bindingJQuery(): JQueryStaticLike | null {
  const $ = pageJQuery();
  return $ && typeof $.fn?.on === 'function' ? $ : null;
}
