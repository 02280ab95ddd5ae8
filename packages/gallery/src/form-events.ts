import { isRecord, type WidgetContext } from '@dropins/core';

export interface FormHandlers {
  /** A variation was found (`found_variation`, `show_variation`): its data. */
  found(variation: Record<string, unknown>): void;
  /** The choice was cleared. */
  reset(): void;
  /** The form (ours or the original) started: `wc_variation_form`. */
  ready(): void;
}

/**
 * Listens to the variation form's events, whether the form is Dropins' or WooCommerce's own (jQuery triggers and
 * DOM events alike). Clear always resets; with reset-on-variation-change on, so do `hide_variation` and
 * `reset_data` (every change that leaves an attribute unchosen).
 */
export function listenToForm(form: Element, ctx: WidgetContext, resetOnChange: boolean, handlers: FormHandlers): void {
  const found = (_: Event, args: unknown[]) => {
    if (isRecord(args[0])) handlers.found(args[0]);
  };
  ctx.on(form, 'found_variation', found);
  ctx.on(form, 'show_variation', found);
  if (resetOnChange) {
    ctx.on(form, 'hide_variation', () => handlers.reset());
    ctx.on(form, 'reset_data', () => handlers.reset());
  }
  ctx.listen(form, 'click', (e) => {
    if (e.target instanceof Element && e.target.closest('.reset_variations')) handlers.reset();
  });
  ctx.on(form, 'wc_variation_form', () => handlers.ready());
}
