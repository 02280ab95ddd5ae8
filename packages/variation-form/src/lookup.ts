import { isRecord, parseJSON } from '@dropins/core';
import type { Payload } from '@dropins/core/transport';
import { blockElement } from '@dropins/core/ui';
import { setBusy, type FormParts, type FormState } from './form-state';
import { combinationKey, writeAnswerStates } from './options';
import { showVariation } from './show-variation';
import type { Variation } from './types';
import { setButton } from './form-controls';
import { isVariation } from './variations';

/** WooCommerce's look for a form waiting for `get_variation` (its `blockUI` options). */
const WAITING_LOOK = { background: '#fff', opacity: 0.6 };

/** What `get_variation` is sent: the chosen attributes, `product_id` and `data-custom_data` as `custom_data[key]`. */
function lookupData(parts: FormParts, chosen: string[]): Payload {
  const data: Payload = {};
  const custom = parseJSON(parts.form.getAttribute('data-custom_data'));
  if (isRecord(custom)) for (const key in custom) data[`custom_data[${key}]`] = custom[key];
  data.product_id = parts.form.getAttribute('data-product_id');
  parts.names.forEach((name, i) => (data[name] = chosen[i]));
  return data;
}

/**
 * Server mode: shows the remembered answer for this combination, or asks `/?wc-ajax=get_variation` with the form
 * dimmed under WooCommerce's spinner meanwhile. Only the newest lookup counts; a failed one leaves the form as
 * it was (the transport has said what went wrong) so the visitor can choose again.
 */
export function lookUpOnServer(state: FormState, answers: Map<string, Variation | false>, chosen: string[]): void {
  const { parts, ctx } = state;
  const key = combinationKey(chosen);
  const known = answers.get(key);
  if (known !== undefined) return showVariation(state, known);
  setButton(parts.form, 'selection-needed');
  setBusy(parts, true);
  state.unblock = blockElement(parts.form, WAITING_LOOK);
  const done = () => {
    state.unblock?.();
    state.unblock = null;
    setBusy(parts, false);
  };
  state.lookups
    .run((signal) => state.settings.lookup.request<unknown>('get_variation', lookupData(parts, chosen), { signal }))
    .then((answer) => {
      // Superseded by a newer check, which has its own overlay.
      if (answer === undefined) return;
      done();
      ctx.guard(() => {
        const usable = answer === false || isVariation(answer);
        if (usable) answers.set(key, answer);
        else ctx.warn('bad get_variation answer');
        writeAnswerStates(state, answers);
        if (usable) showVariation(state, answer);
      });
    }, done);
}
