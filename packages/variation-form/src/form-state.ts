import { emit, standDown, type Latest, type WidgetContext } from '@dropins/core';
import type { Settings } from './config';
import { make } from './variation-fields';
import type { Index } from './matcher';
import type { Variation } from './types';

/** The parts of one `form.variations_form` the widget reads and writes. */
export interface FormParts {
  form: HTMLFormElement;
  selects: HTMLSelectElement[];
  /** The attribute name of each select (`data-attribute_name`, else its name). */
  names: string[];
  /** The options of each select, placeholder excluded, in page order (also while some are taken out). */
  options: HTMLOptionElement[][];
  /** Their values. */
  values: string[][];
  product: Element;
  /** `.single_variation`, or a detached stand-in when the theme left it out. */
  panel: HTMLElement;
  quantity: HTMLInputElement | null;
  resetLink: HTMLElement | null;
  idInputs: HTMLInputElement[];
}

/** Everything one mounted form knows while it runs. */
export interface FormState {
  parts: FormParts;
  ctx: WidgetContext;
  settings: Settings;
  /** Inline variations, once read. */
  index: Index | null;
  /** Server mode: the answers by combination (a variation, or false for "no such variation"). */
  answers: Map<string, Variation | false> | null;
  variationsRead: boolean;
  startDelayPassed: boolean;
  /** Until the form has started, no no-match notice and no announcement. */
  started: boolean;
  /** Whether a variation's details are on show in the product (a reset then brings the product's own back). */
  variationShown: boolean;
  /** Set while we fire our own events: our `check_variations` listener ignores them. */
  firingOwnEvent: boolean;
  /** The server lookup in progress: a newer check aborts an older lookup. */
  lookups: Latest;
  stopReading: () => void;
  /** Lifts the overlay of a server lookup, while one shows. */
  unblock: (() => void) | null;
  /** A visitor's matched variation waiting for the next frame (see `checkVariations`): show it now, or drop it. */
  pending: { flush: () => void; cancel: () => void } | null;
}

/** Finds the form's parts; without `.variations select` the form is left alone (one warning). */
export function findFormParts(form: HTMLFormElement, warn: (message: string) => void): FormParts {
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
  if (!selects.length) standDown('no .variations select');
  const options = selects.map((s) => [...s.options].filter((o) => o.value));
  const panel = form.querySelector<HTMLElement>('.single_variation');
  if (!panel) warn('no .single_variation');
  const idInputs = [...form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')];
  if (!idInputs.length) warn('no variation_id input');
  return {
    form,
    selects,
    names: selects.map((s) => s.getAttribute('data-attribute_name') || s.name),
    options,
    values: options.map((list) => list.map((o) => o.value)),
    product: form.closest('.product') ?? form,
    // Without the panel, a detached stand-in takes what it would show (and the notice goes to the form's end).
    panel: panel ?? make('div', ''),
    quantity: form.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]'),
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    idInputs,
  };
}

export function createFormState(parts: FormParts, ctx: WidgetContext, settings: Settings): FormState {
  return {
    parts,
    ctx,
    settings,
    index: null,
    answers: null,
    variationsRead: false,
    startDelayPassed: false,
    started: false,
    variationShown: false,
    firingOwnEvent: false,
    lookups: ctx.latest(),
    stopReading: () => undefined,
    unblock: null,
    pending: null,
  };
}

/** Fires one of the original's events (DOM and jQuery); our own `check_variations` listener ignores what we fire. */
export function fire(state: FormState, target: EventTarget, name: string, args?: unknown[]): void {
  const outer = state.firingOwnEvent;
  state.firingOwnEvent = true;
  try {
    emit(target, name, args);
  } finally {
    state.firingOwnEvent = outer;
  }
}

/** The chosen values, '' for an unchosen attribute. */
export const chosenValues = (parts: FormParts): string[] => parts.selects.map((s) => s.value);

/** Sets or lifts `aria-busy` on the form. */
export function setBusy(parts: FormParts, busy: boolean): void {
  if (busy) parts.form.setAttribute('aria-busy', 'true');
  else parts.form.removeAttribute('aria-busy');
}
