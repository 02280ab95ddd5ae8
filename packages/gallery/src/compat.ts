/**
 * Local stand-ins for core's coming `ctx.on`, `ctx.later` and `ctx.latest` (same arguments after `ctx`), so that
 * switching is one line per call: `on(ctx, t, type, fn)` → `ctx.on(t, type, fn)`.
 */
import { eventArgs, type WidgetContext } from '@dropins/core';

type Handler = (e: Event, ...args: unknown[]) => void;
interface JQuery {
  (target: EventTarget): { on(type: string, fn: Handler): unknown; off(type: string, fn: Handler): unknown };
  fn?: { on?: unknown };
}

/**
 * Hears both a DOM CustomEvent and a jQuery `.trigger` of that name, once per event; `args` are jQuery's extra
 * arguments or the CustomEvent's `detail`. Removed on unmount; errors are reported, never thrown into the page.
 */
export function on(ctx: WidgetContext, target: EventTarget, type: string, handler: (event: Event, args: unknown[]) => void): void {
  const $ = (window as unknown as { jQuery?: JQuery }).jQuery;
  if (typeof $ !== 'function' || !$.fn?.on) return ctx.listen(target, type, (e) => handler(e, eventArgs(e)));
  const fn: Handler = (e, ...args) => ctx.guard(() => handler(e, args.length ? args : eventArgs(e)));
  $(target).on(type, fn);
  ctx.signal.addEventListener('abort', () => $(target).off(type, fn), { once: true });
}

/** A timer cleared on unmount. */
export function later(ctx: WidgetContext, ms: number, fn: () => void): void {
  const timer = setTimeout(() => ctx.guard(fn), ms);
  ctx.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

export interface Latest {
  /** Runs `fn`, aborting the signal the previous run got: only the newest run's work counts. */
  run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

/** A run-latest helper: each `run` aborts the previous one, and the unmount aborts the last. */
export function latest(ctx: WidgetContext): Latest {
  let current: AbortController | undefined;
  ctx.signal.addEventListener('abort', () => current?.abort(), { once: true });
  return {
    run(fn) {
      current?.abort();
      current = new AbortController();
      return fn(current.signal);
    },
  };
}
