import { decodeEntities } from '@dropins/core/safety';
import { checkVariations } from './check-variations';
import { fire, setBusy, type FormState } from './form-state';
import { createIndex } from './matcher';
import { readVariations } from './variations';

/**
 * The form starts once its variations are read and 100 ms have passed (as the original, so that gallery scripts
 * listening for `found_variation` are ready first): the first check, then `wc_variation_form`. Later calls
 * (a reload) only check.
 */
export function startWhenReady(state: FormState): void {
  if (!state.variationsRead || !state.startDelayPassed) return;
  checkVariations(state);
  if (state.started) return;
  state.started = true;
  fire(state, state.parts.form, 'wc_variation_form');
}

/**
 * (Re)reads the variations: inline (in steps, see `readVariations`), or server lookup when the form says `false`
 * (or its data is broken).
 */
export function loadVariations(state: FormState): void {
  const { parts, ctx } = state;
  state.stopReading();
  state.index = null;
  state.variationsRead = false;
  setBusy(parts, true);
  // (Core's warn says each distinct message once.)
  const index = createIndex(parts.names, parts.values, decodeEntities, (name) => ctx.warn(`no select for attribute ${name}`));
  state.stopReading = readVariations(parts.form.getAttribute('data-product_variations'), index, ctx.warn, (inline) => {
    if (inline) state.index = index;
    else if (!state.answers) {
      state.answers = new Map();
      if (!(Number(parts.form.getAttribute('data-product_id')) > 0)) ctx.warn('bad data-product_id');
    }
    state.variationsRead = true;
    setBusy(parts, false);
    ctx.guard(() => startWhenReady(state));
  });
}
