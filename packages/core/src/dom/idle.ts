import type { Cleanup, WidgetContext } from '../widget';

/**
 * Runs `fn` (guarded) when the page is idle, or after `timeoutMs` at the latest, unless the widget is gone by then.
 * Without `requestIdleCallback` it runs on the next task. Returns the cancel.
 * @example whenIdle(ctx, () => prefetch(), 3000)
 */
export function whenIdle(ctx: WidgetContext, fn: () => void, timeoutMs: number): Cleanup {
  if (typeof requestIdleCallback !== 'function') return ctx.later(0, fn);
  const handle = requestIdleCallback(() => ctx.guard(fn), { timeout: timeoutMs });
  const cancel = () => cancelIdleCallback(handle);
  ctx.signal.addEventListener('abort', cancel, { once: true });
  return cancel;
}
