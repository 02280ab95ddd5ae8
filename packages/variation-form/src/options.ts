import { chosenValues, type FormParts, type FormState } from './form-state';
import { OptionState } from './matcher';

/**
 * Puts the options a select offers in its page order: those `offered` are in the select, the others taken
 * out (the original detaches them too). Only for selects whose options are its direct children (no optgroups);
 * others keep every option and rely on `disabled`.
 */
function offerOnly(select: HTMLSelectElement, options: HTMLOptionElement[], offered: (j: number) => boolean): void {
  if (!options.every((o) => o.parentNode === select || !o.parentNode)) return;
  let after: HTMLOptionElement | null = null;
  for (let j = options.length - 1; j >= 0; j--) {
    const option = options[j];
    if (!offered(j)) option.remove();
    else {
      if (option.parentNode !== select || option.nextElementSibling !== after) select.insertBefore(option, after);
      after = option;
    }
  }
}

/**
 * Writes option states: an option with no variation is taken out (`removeUnattached`, inline mode, as the
 * original) or disabled; one with only inactive variations is disabled; the original's `attached` / `enabled`
 * classes mark them. With `unchoose`, a chosen value that became unavailable is unchosen (the original does);
 * says whether one was.
 */
export function writeOptionStates(parts: FormParts, states: ArrayLike<number>[], removeUnattached: boolean, unchoose: boolean): boolean {
  let unchosen = false;
  states.forEach((optionStates, a) => {
    const select = parts.selects[a];
    const chosen = select.value;
    parts.options[a].forEach((option, j) => {
      option.disabled = optionStates[j] !== OptionState.ENABLED;
      option.classList.toggle('attached', optionStates[j] !== OptionState.NONE);
      option.classList.toggle('enabled', optionStates[j] === OptionState.ENABLED);
    });
    const chosenState = optionStates[parts.values[a].indexOf(chosen)];
    const keepChoice = !chosen || chosenState === OptionState.ENABLED || !unchoose;
    if (!keepChoice) select.value = '';
    if (removeUnattached) offerOnly(select, parts.options[a], (j) => optionStates[j] !== OptionState.NONE);
    // (Moving options can move the selection.)
    if (keepChoice && select.value !== chosen) select.value = chosen;
    unchosen ||= !keepChoice;
  });
  return unchosen;
}

/** Puts every option back, enabled (on unmount). */
export function restoreOptions(parts: FormParts): void {
  parts.selects.forEach((select, a) => {
    const chosen = select.value;
    offerOnly(select, parts.options[a], () => true);
    parts.options[a].forEach((option) => (option.disabled = false));
    select.value = chosen;
  });
}

/** The key of a full combination in the server's answers. */
export const combinationKey = (chosen: string[]): string => JSON.stringify(chosen);

/**
 * Option states in server mode, "as far as the chosen values allow": when every other attribute is chosen, an
 * option whose full combination the server already answered `false` (or inactive) for is disabled.
 */
export function writeAnswerStates(state: FormState, answers: Map<string, unknown>): void {
  const { parts } = state;
  const chosen = chosenValues(parts);
  const stateOf = (a: number, value: string) => {
    const combination = chosen.map((c, b) => (b === a ? value : c));
    const answer = combination.every(Boolean) ? answers.get(combinationKey(combination)) : undefined;
    if (answer === false) return OptionState.NONE;
    const inactive = (answer as { variation_is_active?: unknown } | undefined)?.variation_is_active === false;
    return inactive ? OptionState.INACTIVE : OptionState.ENABLED;
  };
  writeOptionStates(parts, parts.values.map((values, a) => values.map((v) => stateOf(a, v))), false, false);
}
