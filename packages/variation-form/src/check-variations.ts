/**
 * The selection state machine (`check_variations`): on every change, prunes the options, matches the choice (inline)
 * or asks the server, then shows the variation or resets the display.
 */
import { afterNextPaint } from '@dropins/core/dom';
import { chosenValues, fire, setBusy, type FormState } from './form-state';
import { lookUpOnServer } from './lookup';
import { chosenIndices, prune, type Index } from './matcher';
import { writeAnswerStates, writeOptionStates } from './options';
import { clearVariationId, resetDisplay, showVariation } from './show-variation';
import type { Variation } from './types';
import { showResetLink } from './form-controls';

/**
 * Inline mode: writes the option states for the current choice and returns the variation it matches.
 * Unchoosing an unavailable value can make others unavailable: it settles (each round unchooses one more).
 */
function pruneInline(state: FormState, index: Index): Variation | null {
  for (;;) {
    const states = prune(index, chosenIndices(index, chosenValues(state.parts)));
    if (!writeOptionStates(state.parts, states, true, true)) return states.match;
    // As the original's change of that select: the variation shown so far is gone.
    clearVariationId(state);
  }
}

/** Shows `v` once the next frame is drawn; `flush` shows it at once (a submit or click must not miss it). */
function showAfterPaint(state: FormState, v: Variation | false): void {
  const show = () => {
    state.pending = null;
    state.ctx.guard(() => showVariation(state, v));
  };
  const cancel = afterNextPaint(show);
  state.pending = {
    cancel,
    flush: () => {
      cancel();
      show();
    },
  };
}

/** Shows a matched variation still waiting for its frame, now. */
export const flushPending = (state: FormState): void => state.pending?.flush();

/**
 * The selection state machine, run on every change (`check_variations`): prunes the options, then matches
 * (inline) or asks the server, and shows the variation or resets the display. With `paintFirst` (a visitor's own
 * choice), the choice and the options' states paint first and the matched variation (price, stock, image, the
 * original's events, which galleries answer) shows in the next frame, so the input's next paint is not held up.
 */
export function checkVariations(state: FormState, paintFirst = false): void {
  const { parts } = state;
  // A newer check replaces a result still waiting for its frame.
  state.pending?.cancel();
  state.pending = null;
  // A newer check aborts an older server lookup.
  state.lookups.cancel();
  state.unblock?.();
  state.unblock = null;
  // Still reading (neither mode yet): busy.
  setBusy(parts, !state.index && !state.answers);
  const match = state.index ? pruneInline(state, state.index) : undefined;
  if (state.answers) writeAnswerStates(state, state.answers);
  fire(state, parts.form, 'woocommerce_update_variation_values');
  const chosen = chosenValues(parts);
  showResetLink(parts.resetLink, chosen.some(Boolean));
  if (!chosen.every(Boolean)) return resetDisplay(state);
  if (match !== undefined) return paintFirst ? showAfterPaint(state, match ?? false) : showVariation(state, match ?? false);
  // Still reading the inline variations: the check runs again once they are read.
  if (state.answers) lookUpOnServer(state, state.answers, chosen);
}
