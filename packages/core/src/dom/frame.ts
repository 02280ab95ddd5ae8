import type { WidgetContext } from '../widget';

/**
 * Runs `fn` at most once per animation frame while `target` fires any of `types` (scroll, resize ...): the
 * listeners are passive, and they and a pending frame go with the widget's unmount. Errors in `fn` are reported.
 * @example eachFrame(ctx, window, ['resize', 'scroll'], place);
 */
export function eachFrame(ctx: WidgetContext, target: EventTarget, types: readonly string[], fn: () => void): void {
  let frame = 0;
  const run = () => {
    frame = 0;
    ctx.guard(fn);
  };
  for (const type of types) ctx.listen(target, type, () => (frame ||= requestAnimationFrame(run)), { passive: true });
  ctx.signal.addEventListener('abort', () => cancelAnimationFrame(frame));
}
