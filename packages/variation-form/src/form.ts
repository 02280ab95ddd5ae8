import type { Cleanup, WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';
import { checkVariations, flushPending } from './check-variations';
import type { Settings } from './config';
import { createFormState, findFormParts, fire, setBusy, type FormState } from './form-state';
import { loadVariations, startWhenReady } from './load';
import { restoreOptions } from './options';
import { clearVariationId } from './show-variation';
import { labelSelects, setButton } from './form-controls';

/** The original waits this long after load before its first check. */
const START_DELAY_MS = 100;

/** Whether a `change` (native, or jQuery's wrapper of one) is the visitor's own input, not a script's. */
const isVisitorInput = (event: Event): boolean => ((event as Event & { originalEvent?: Event }).originalEvent ?? event).isTrusted === true;

/**
 * The selection changed: what the original does on `change`, then the check. A visitor's choice paints before the
 * matched variation shows (see `checkVariations`); a script's change is answered at once, as scripts read the result
 * right after.
 */
function selectionChanged(state: FormState, byVisitor = false): void {
  const { form } = state.parts;
  clearVariationId(state);
  form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
  if (!state.answers) fire(state, form, 'woocommerce_variation_select_change');
  fire(state, form, 'check_variations');
  checkVariations(state, byVisitor);
  fire(state, form, 'woocommerce_variation_has_changed');
}

/**
 * Delegated clicks, as the original's: the reset link clears the choice (announced; focus stays in the form), and a
 * click on the disabled add-to-cart button says why it does nothing.
 */
function handleClicks(state: FormState): void {
  const { parts, ctx, settings } = state;
  ctx.listen(parts.form, 'click', (event) => {
    const target = event.target as Element;
    const button = target.closest('.single_add_to_cart_button');
    if (target.closest('.reset_variations')) {
      event.preventDefault();
      for (const select of parts.selects) select.value = '';
      selectionChanged(state);
      announce(settings.texts.reset);
      // The link hides itself now; keep keyboard focus in the form.
      parts.selects[0].focus();
    } else if (button?.classList.contains('disabled')) {
      event.preventDefault();
      const unavailable = button.classList.contains('wc-variation-is-unavailable');
      const message = unavailable ? settings.texts.unavailable : settings.texts.selectFirst;
      if (message) alert(message);
    }
  });
}

/**
 * Mounts one `form.variations_form`: reads its variations (inline, in steps; or `false` for server lookup),
 * wires the selects, the reset link and the add-to-cart button, and runs the selection state machine, firing
 * the original's events on the way. Selects changed through jQuery (swatch plugins) are heard too.
 */
export function mountVariationForm(form: HTMLFormElement, ctx: WidgetContext, settings: Settings): Cleanup {
  const parts = findFormParts(form, ctx.warn);
  const state = createFormState(parts, ctx, settings);
  // The panel is announced through one live region (core `announce`); its own role="alert" would say it twice.
  const role = parts.panel.getAttribute('role');
  parts.panel.removeAttribute('role');
  labelSelects(parts.selects);
  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
  // Until the first check the button must not submit an incomplete choice.
  setButton(form, 'selection-needed');
  loadVariations(state);
  ctx.later(START_DELAY_MS, () => {
    state.startDelayPassed = true;
    startWhenReady(state);
  });
  for (const select of parts.selects) ctx.on(select, 'change', (event) => selectionChanged(state, isVisitorInput(event)));
  // A submission or a click (add-to-cart scripts read variation_id on click) never misses a variation still waiting.
  for (const type of ['submit', 'click']) ctx.listen(form, type, () => flushPending(state), { capture: true });
  ctx.on(form, 'check_variations', () => state.firingOwnEvent || checkVariations(state));
  ctx.on(form, 'reload_product_variations', () => loadVariations(state));
  handleClicks(state);
  return () => {
    state.pending?.cancel();
    state.stopReading();
    state.unblock?.();
    if (role !== null) parts.panel.setAttribute('role', role);
    restoreOptions(parts);
    setBusy(parts, false);
  };
}
