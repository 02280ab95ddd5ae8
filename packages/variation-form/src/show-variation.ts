/**
 * What the form shows for a chosen variation, or for none: the panel slid open or shut, the product's details and
 * image, the variation id, the quantity, the button state, the original's events and the announcement. The price
 * shown is the server's `price_html` (through core's sanitizer, see `variation-fields.ts`), never computed.
 */
import { announce } from '@dropins/core/ui';
import { make, renderPanel, showProduct } from './variation-fields';
import { fire, type FormState } from './form-state';
import { applyQuantity, planQuantity } from './quantity';
import type { Variation } from './types';
import { setButton, slide } from './form-controls';

/** Writes the variation id into every variation_id input (and tells their listeners). */
function setVariationId(state: FormState, value: string): void {
  for (const input of state.parts.idInputs) {
    input.value = value;
    fire(state, input, 'change');
  }
}

/** Clears the variation id, as the original does on every change. */
export const clearVariationId = (state: FormState): void => setVariationId(state, '');

/** Brings the product's own details back and hides the panel (`reset_image`, `hide_variation`, `reset_data`). */
export function resetDisplay(state: FormState): void {
  const { parts } = state;
  // Only a shown variation changed the product's details (none has at the start).
  if (state.variationShown) showProduct(parts.product, null);
  state.variationShown = false;
  fire(state, parts.form, 'reset_image');
  slide(parts.panel, false);
  fire(state, parts.panel, 'hide_variation');
  setButton(parts.form, 'selection-needed');
  fire(state, parts.form, 'reset_data');
}

/** The no-match notice after the panel (or at the end of the form), slid open and announced. */
function showNoMatch(state: FormState): void {
  const { parts, settings } = state;
  const notice = make('p', 'wc-no-matching-variations woocommerce-info', settings.texts.noMatch);
  notice.style.display = 'none';
  if (parts.panel.parentNode) parts.panel.after(notice);
  else parts.form.append(notice);
  slide(notice, true);
  announce(settings.texts.noMatch);
}

/** Fits the quantity to the variation (sold individually: 1 and hidden; otherwise clamped into min..max). */
function fitQuantity(state: FormState, v: Variation): void {
  const input = state.parts.quantity;
  if (!input) return;
  const plan = planQuantity(input.value, v);
  if (plan.invalid) state.ctx.warn('quantity is not a number', input);
  applyQuantity(input, plan);
  fire(state, input, 'change');
}

/** Shows a variation (`found_variation`, `show_variation`), or for `false` resets and shows the no-match notice. */
export function showVariation(state: FormState, v: Variation | false): void {
  const { parts, settings } = state;
  if (!v) {
    resetDisplay(state);
    if (state.started) showNoMatch(state);
    return;
  }
  showProduct(parts.product, v);
  state.variationShown = true;
  renderPanel(parts.panel, v, settings.texts.unavailable);
  setVariationId(state, String(v.variation_id));
  fitQuantity(state, v);
  const purchasable = Boolean(v.is_purchasable && v.is_in_stock && v.variation_is_visible);
  setButton(parts.form, purchasable ? 'enabled' : 'unavailable');
  slide(parts.panel, true);
  fire(state, parts.panel, 'show_variation', [v, purchasable]);
  fire(state, parts.form, 'found_variation', [v]);
  if (!state.started) return;
  const explained = purchasable || !v.variation_is_visible;
  announce(parts.panel.textContent + (explained ? '' : ' ' + settings.texts.unavailable));
}
