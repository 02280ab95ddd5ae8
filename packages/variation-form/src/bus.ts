import { eventArgs, type WidgetContext } from '@dropins/core';

type Handler = (e: Event, ...args: unknown[]) => void;
type JQuery = ((target: EventTarget) => { on(type: string, fn: Handler): unknown; off(type: string, fn: Handler): unknown }) & { fn?: { on?: unknown } };

/**
 * Listens the way the original's neighbours talk. Swatch and quantity plugins change the selects with
 * `jQuery(select).val(x).trigger('change')`, which never reaches addEventListener; so when jQuery is on the
 * page we bind through it (jQuery also receives the native events), otherwise natively. Handlers get the
 * trigger's extra arguments either way, and their errors are reported, never thrown into the page.
 */
export function on(ctx: WidgetContext, target: EventTarget, type: string, fn: (e: Event, args: unknown[]) => void): void {
  const $ = (window as unknown as { jQuery?: JQuery }).jQuery;
  if (!$?.fn?.on) return ctx.listen(target, type, (e) => fn(e, eventArgs(e)));
  const handler: Handler = (e, ...args) => ctx.guard(() => fn(e, args));
  $(target).on(type, handler);
  ctx.signal.addEventListener('abort', () => $(target).off(type, handler));
}

/**
 * Signals for "only the newest request counts": each call aborts the signal it gave before, and the unmount
 * aborts the last one.
 */
export function newest(ctx: WidgetContext): () => AbortSignal {
  let c: AbortController | undefined;
  ctx.signal.addEventListener('abort', () => c?.abort());
  return () => {
    c?.abort();
    return (c = new AbortController()).signal;
  };
}
