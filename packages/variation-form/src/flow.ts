import { announce, decodeEntities } from '@dropins/core';
import { buildIndex, chosenIndices, match, ON, prune, type Index } from './matcher';
import { createLookup, pruneKnown, type Lookup } from './lookup';
import { renderPanel, showMeta, make } from './display';
import { resetImage, showImage } from './image';
import { applyQuantity, planQuantity } from './quantity';
import { setButton, showResetLink, slide } from './ui';
import { readVariations } from './variations';
import type { Params, Variation } from './types';

export interface Flow {
  /** (Re)reads the variations: inline, or server lookup when the form says `false` (or its data is broken). */
  load(): void;
  /** Prunes the options, then matches (inline) or asks (ajax), and shows the variation or resets the display. */
  check(): void;
  /** A select changed: what the original does on `change`, then the check. */
  changed(): void;
  /** The first check ran: from now on no-match notices show and results are announced. */
  started(): void;
}

/** The selection state machine of one form, firing the original's events on the way. */
export function createFlow(
  form: HTMLFormElement,
  selects: HTMLSelectElement[],
  params: Params,
  fire: (target: EventTarget, name: string, args?: unknown[]) => void,
  warn: (message: string, el?: Element | null) => void,
  signal: AbortSignal,
): Flow {
  const names = selects.map((s) => s.getAttribute('data-attribute_name') || s.name);
  const options = selects.map((s) => Array.from(s.options).filter((o) => o.value));
  const values = options.map((os) => os.map((o) => o.value));
  const product = form.closest('.product') ?? form;
  const panel = form.querySelector<HTMLElement>('.single_variation');
  const qty = form.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  let index: Index | null = null;
  let lookup: Lookup | null = null;
  let loading = true;
  let seq = 0;

  /** Writes option states; with `clear`, a chosen value that became unavailable is unchosen (the original does). */
  const apply = (states: Uint8Array[], clear?: boolean) => {
    let cleared = false;
    states.forEach((s, a) => {
      options[a].forEach((o, j) => {
        o.disabled = s[j] !== ON;
        o.classList.toggle('attached', s[j] > 0);
        o.classList.toggle('enabled', s[j] === ON);
      });
      if (clear && s[values[a].indexOf(selects[a].value)] < ON) {
        selects[a].value = '';
        cleared = true;
      }
    });
    return cleared;
  };

  const setIds = (value: string) =>
    form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
      input.value = value;
      fire(input, 'change');
    });

  const reset = () => {
    showMeta(product, null);
    resetImage(product);
    fire(form, 'reset_image');
    if (panel) {
      slide(panel, false);
      fire(panel, 'hide_variation');
    }
    setButton(form, 'needed');
    fire(form, 'reset_data');
  };

  const found = (v: Variation) => {
    showMeta(product, v);
    showImage(product, v);
    if (panel) renderPanel(panel, v, params.i18n_unavailable_text);
    setIds(String(v.variation_id));
    if (qty) {
      const plan = planQuantity(qty.value, v);
      if (plan.invalid) warn('quantity is not a number; using the minimum', qty);
      applyQuantity(qty, plan);
      fire(qty, 'change');
    }
    const ok = !!(v.is_purchasable && v.is_in_stock && v.variation_is_visible);
    setButton(form, ok ? 'enabled' : 'unavailable');
    if (panel) {
      slide(panel, true);
      fire(panel, 'show_variation', [v, ok]);
    }
    fire(form, 'found_variation', [v]);
    if (!loading) announce(`${panel?.textContent ?? ''} ${ok || !v.variation_is_visible ? '' : params.i18n_unavailable_text}`.replace(/\s+/g, ' ').trim());
  };

  const noMatch = () => {
    reset();
    if (loading) return;
    const text = params.i18n_no_matching_variations_text;
    const note = make('p', 'wc-no-matching-variations woocommerce-info', text);
    note.style.display = 'none';
    if (panel) panel.after(note);
    else form.append(note);
    slide(note, true);
    announce(text);
  };

  const check = () => {
    const mine = ++seq;
    const read = () => selects.map((s) => s.value);
    let chosen = read();
    form.removeAttribute('aria-busy');
    // Unchoosing an unavailable value can make others unavailable: settle (at most once per attribute).
    if (index) for (let i = 0; i <= selects.length && apply(prune(index, chosenIndices(index, chosen)), true); i++) chosen = read();
    else if (lookup) apply(pruneKnown(lookup.known, values, chosen));
    fire(form, 'woocommerce_update_variation_values');
    const count = chosen.filter(Boolean).length;
    showResetLink(form.querySelector('.reset_variations'), count > 0);
    if (count < selects.length) return reset();
    if (index) {
      const v = match(index, chosenIndices(index, chosen));
      return v ? found(v) : noMatch();
    }
    if (!lookup) return;
    const asked = lookup;
    setButton(form, 'needed');
    form.setAttribute('aria-busy', 'true');
    void asked.find(chosen).then((v) => {
      if (mine !== seq || signal.aborted) return;
      form.removeAttribute('aria-busy');
      apply(pruneKnown(asked.known, values, chosen));
      if (v) found(v);
      else if (v === false) noMatch();
    });
  };

  return {
    load() {
      const list = readVariations(form, warn);
      index = list ? buildIndex(list, names, values, decodeEntities, (name) => warn(`no select for attribute ${name}`)) : null;
      if (!list) lookup ??= createLookup(form, names, params.wc_ajax_url, warn, signal);
    },
    check,
    changed() {
      setIds('');
      form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
      if (index) fire(form, 'woocommerce_variation_select_change');
      fire(form, 'check_variations');
      check();
      fire(form, 'woocommerce_variation_has_changed');
    },
    started: () => (loading = false),
  };
}
