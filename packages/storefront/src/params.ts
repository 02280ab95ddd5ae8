import { isRecord, readConfig, readGlobal, standDown, type Schema, type ConfigOf, type WidgetContext } from '@dropins/core';

/**
 * Reads a global that WooCommerce localizes only on the pages that need it (`wc_add_to_cart_params` ...).
 * Absent: null, silently (this page simply has no such feature). Present but not an object, or missing a
 * required field: the widget stands down with one warning. Malformed optional fields warn and take defaults.
 * @example const p = readParams(ctx, 'wc_cart_fragments_params', { wc_ajax_url: required(str()) });
 */
export function readParams<S extends Schema>(ctx: WidgetContext, name: string, schema: S): ConfigOf<S> | null {
  const raw = readGlobal(name);
  if (raw === undefined) return null;
  if (!isRecord(raw)) standDown(`${name} is not an object`);
  return readConfig(raw, schema, name, (m) => ctx.warn(m));
}

/** The closest element matching `selector` from an event's target (text nodes included), or null. */
export function closestFrom(event: Event, selector: string): HTMLElement | null {
  const t = event.target as Node | null;
  const el = t && (t.nodeType === 1 ? (t as Element) : t.parentElement);
  return (el?.closest(selector) as HTMLElement | null) ?? null;
}

/** Links with role="button" must answer the Space key as buttons do (Enter already clicks a link). */
export function spaceClicks(event: KeyboardEvent, selector: string): void {
  const el = event.key === ' ' ? closestFrom(event, selector) : null;
  if (el) {
    event.preventDefault();
    el.click();
  }
}
