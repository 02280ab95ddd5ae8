import { emit, eventArgs, type WidgetContext } from '@dropins/core';

interface JQ {
  (target: EventTarget): {
    on(type: string, fn: (e: Event, ...args: unknown[]) => void): unknown;
    off(type: string, fn: (e: Event, ...args: unknown[]) => void): unknown;
  };
  fn?: unknown;
}

const NS = '.dropinsVariationForm';

function jquery(): JQ | null {
  const $ = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof $ === 'function' && (($ as JQ).fn as { on?: unknown } | undefined)?.on ? ($ as JQ) : null;
}

/**
 * Listens the way the original's neighbours talk. Swatch and quantity plugins change the selects with
 * `jQuery(select).val(x).trigger('change')`, which never reaches addEventListener; so when jQuery is on the
 * page we bind through it (jQuery also receives the native events), otherwise natively. Handlers get the
 * trigger's extra arguments either way, and their errors are reported, never thrown into the page.
 */
export function on(ctx: WidgetContext, target: EventTarget, type: string, fn: (e: Event, args: unknown[]) => void): void {
  const $ = jquery();
  if (!$) {
    ctx.listen(target, type, (e) => fn(e, eventArgs(e)));
    return;
  }
  const handler = (e: Event, ...args: unknown[]) => {
    ctx.guard(() => fn(e, args));
  };
  $(target).on(type + NS, handler);
  ctx.signal.addEventListener('abort', () => $(target).off(type + NS, handler), { once: true });
}

/** Emits events the original fires; `busy()` tells our own listeners to ignore what we fire ourselves. */
export function createEmitter(): { fire(target: EventTarget, name: string, args?: unknown[]): void; busy(): boolean } {
  let depth = 0;
  return {
    fire(target, name, args) {
      depth++;
      try {
        emit(target, name, args);
      } finally {
        depth--;
      }
    },
    busy: () => depth > 0,
  };
}
