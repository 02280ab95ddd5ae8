import { announce } from '@dropins/core';
import { chosenIndices, match, ON, prune, type Index } from './matcher';
import { pruneKnown, type Lookup } from './lookup';
import { renderPanel, showMeta } from './display';
import { resetImage, showImage } from './image';
import { applyQuantity, planQuantity } from './quantity';
import { setButton, showResetLink, slide } from './ui';
import type { Params, Variation } from './types';

/** The elements of one form (found once at mount) and what the flow needs around them. */
export interface Parts {
  form: HTMLFormElement;
  product: ParentNode;
  selects: HTMLSelectElement[];
  options: HTMLOptionElement[][];
  values: string[][];
  panel: HTMLElement | null;
  resetLink: HTMLElement | null;
  qty: HTMLInputElement | null;
  params: Params;
  fire(target: EventTarget, name: string, args?: unknown[]): void;
  warn(message: string, el?: Element | null): void;
}

export interface Source {
  index: Index | null;
  lookup: Lookup | null;
  /** True until the first check (no "no match" notice, no announcements for the server's defaults). */
  loading: boolean;
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The selection state machine: prune the options, match (inline) or ask (ajax), then show the variation or
 * reset the display, firing the original's events on the way. Returns `check`, the one entry point.
 */
export function createFlow(p: Parts, src: Source): { check(): void; changed(): void } {
  const { form, product, selects, panel, params, fire } = p;
  let seq = 0;

  /** Writes option states; with `clear`, a chosen value that became unavailable is unchosen (the original does). */
  function applyStates(states: Uint8Array[], clear: boolean): boolean {
    let cleared = false;
    states.forEach((s, a) => {
      p.options[a].forEach((o, j) => {
        if (o.disabled !== (s[j] !== ON)) o.disabled = s[j] !== ON;
        o.classList.toggle('attached', s[j] > 0);
        o.classList.toggle('enabled', s[j] === ON);
      });
      const j = p.values[a].indexOf(selects[a].value);
      if (clear && j >= 0 && s[j] !== ON) {
        selects[a].value = '';
        cleared = true;
      }
    });
    return cleared;
  }

  function setIds(value: string) {
    form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
      input.value = value;
      fire(input, 'change');
    });
  }

  function resetData() {
    showMeta(product, null);
    resetImage(product);
    fire(form, 'reset_image');
    if (panel) {
      slide(panel, false);
      fire(panel, 'hide_variation');
    }
    setButton(form, 'needed');
    fire(form, 'reset_data');
  }

  function found(v: Variation) {
    showMeta(product, v);
    showImage(product, v);
    if (panel) renderPanel(panel, v, params.i18n_unavailable_text);
    setIds(String(v.variation_id));
    if (p.qty) {
      const plan = planQuantity(p.qty.value, v);
      if (plan.invalid) p.warn('quantity is not a number; using the minimum', p.qty);
      applyQuantity(p.qty, plan);
      fire(p.qty, 'change');
    }
    const purchasable = !!(v.is_purchasable && v.is_in_stock && v.variation_is_visible);
    setButton(form, purchasable ? 'enabled' : 'unavailable');
    if (panel) {
      slide(panel, true);
      fire(panel, 'show_variation', [v, purchasable]);
    }
    fire(form, 'found_variation', [v]);
    const extra = !purchasable && v.variation_is_visible ? ` ${params.i18n_unavailable_text}` : '';
    if (!src.loading) announce(squash((panel?.textContent ?? '') + extra));
  }

  function noMatch() {
    resetData();
    if (src.loading) return;
    const note = document.createElement('p');
    note.className = 'wc-no-matching-variations woocommerce-info';
    note.textContent = params.i18n_no_matching_variations_text;
    note.style.display = 'none';
    if (panel) panel.after(note);
    else form.append(note);
    slide(note, true);
    announce(params.i18n_no_matching_variations_text);
  }

  function check() {
    const mine = ++seq;
    form.removeAttribute('aria-busy');
    const read = () => selects.map((s) => s.value);
    let chosen = read();
    if (src.index) {
      // Unchoosing an unavailable value can make others unavailable: settle (at most once per attribute).
      for (let i = 0; i <= selects.length && applyStates(prune(src.index, chosenIndices(src.index, chosen)), true); i++) chosen = read();
    } else if (src.lookup) applyStates(pruneKnown(src.lookup.known, p.values, chosen), false);
    fire(form, 'woocommerce_update_variation_values');
    const count = chosen.filter(Boolean).length;
    showResetLink(p.resetLink, count > 0);
    if (count < selects.length) return resetData();
    if (src.index) {
      const v = match(src.index, chosenIndices(src.index, chosen));
      return v ? found(v) : noMatch();
    }
    if (!src.lookup) return resetData();
    setButton(form, 'needed');
    form.setAttribute('aria-busy', 'true');
    void src.lookup.find(chosen).then((v) => {
      if (mine !== seq || !form.isConnected) return;
      form.removeAttribute('aria-busy');
      if (src.lookup) applyStates(pruneKnown(src.lookup.known, p.values, chosen), false);
      if (v) found(v);
      else if (v === false) noMatch();
    });
  }

  /** A select changed: what the original does on `change`, then the check. */
  function changed() {
    setIds('');
    form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
    if (src.index) fire(form, 'woocommerce_variation_select_change');
    fire(form, 'check_variations');
    check();
    fire(form, 'woocommerce_variation_has_changed');
  }

  return { check, changed };
}
