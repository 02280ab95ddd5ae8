import { readConfig, readGlobal, type ConfigOf, type Schema, type WidgetContext } from '@dropins/core';

/**
 * Reads a global that WooCommerce localizes only on the pages that need it (`wc_add_to_cart_params` ...).
 * Absent: null, silently (this page simply has no such feature). Present but not an object, or missing a
 * required field: the widget stands down with one warning. Malformed optional fields warn and take defaults.
 * @example const p = readParams(ctx, 'wc_cart_fragments_params', { wc_ajax_url: required(str()) });
 */
export function readParams<S extends Schema>(ctx: WidgetContext, name: string, schema: S): ConfigOf<S> | null {
  const raw = readGlobal(name);
  return raw === undefined ? null : readConfig(raw, schema, name, (m) => ctx.warn(m));
}

/** The closest element matching `selector` from an event's target (mouse and key events target elements). */
export const closestFrom = (event: Event, selector: string) => ((event.target as Element).closest?.(selector) as HTMLElement | null) ?? null;

/** Links with role="button" must answer the Space key as buttons do (Enter already clicks a link). */
export function spaceClicks(event: KeyboardEvent, selector: string): void {
  const el = event.key === ' ' && closestFrom(event, selector);
  if (el) {
    event.preventDefault();
    el.click();
  }
}
