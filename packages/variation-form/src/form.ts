import { announce, createTransport, decodeEntities, emit, isRecord, parseJSON, standDown, type Cleanup, type MountContext, type Payload } from '@dropins/core';
import { on } from './bus';
import { make, renderPanel, showProduct } from './display';
import { chosenIndices, createIndex, INACTIVE, OFF, ON, prune, type Index, type States } from './matcher';
import { applyQuantity, planQuantity } from './quantity';
import { ENABLED, labelSelects, NEEDED, setButton, showResetLink, slide, UNAVAILABLE } from './ui';
import { isVariation, readVariations } from './variations';
import type { Page } from './page';
import type { Variation } from './types';

const IDS = 'input[name="variation_id"], input.variation_id';

/**
 * Mounts one `form.variations_form`: reads its variations (inline, in steps; or `false` for server lookup),
 * wires the selects, the reset link and the add-to-cart button, and runs the selection state machine, firing
 * the original's events on the way. The form starts 100 ms after load as the original does (so gallery
 * scripts that listen for `found_variation` are ready first), or once its variations are read.
 */
export function mountForm(form: HTMLFormElement, ctx: MountContext<Page>): Cleanup {
  const { params } = ctx.config;
  const warn = ctx.warn;
  const $ = <T extends Element = HTMLElement>(selector: string) => form.querySelector<T>(selector);
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  if (!selects[0]) standDown('no .variations select');
  const names = selects.map((s) => s.getAttribute('data-attribute_name') || s.name);
  const options = selects.map((s) => Array.from(s.options).filter((o) => o.value));
  const values = options.map((os) => os.map((o) => o.value));
  const product = form.closest('.product') ?? form;
  const panel = $('.single_variation');
  const qty = $<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  const resetLink = $('.reset_variations');
  const role = panel?.getAttribute('role');
  if (!panel) warn('no .single_variation');
  if (!$(IDS)) warn('no variation_id input');

  let index: Index | null = null;
  /** Ajax mode: the server's answers by combination (a variation, or false for "no such variation"). */
  let known: Map<string, Variation | false> | null = null;
  let transport: ReturnType<typeof createTransport> | undefined;
  let stopReading = () => {};
  let pending: AbortController | undefined;
  let loading = false;
  /** Before the start: no no-match notice, no announcement. */
  let quiet = true;
  let firing = 0;
  let seq = 0;
  let ready = 0;

  const busy = (on: unknown) => (on ? form.setAttribute('aria-busy', 'true') : form.removeAttribute('aria-busy'));
  /** Fires one of the original's events; our own `check_variations` listener ignores what we fire. */
  const fire = (target: EventTarget, name: string, args?: unknown[]) => {
    firing++;
    emit(target, name, args);
    firing--;
  };
  const read = () => selects.map((s) => s.value);
  const keyOf = (chosen: string[]) => chosen.join('\u0001');

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

  /**
   * Option states in ajax mode, "as far as the chosen values allow": when every other attribute is chosen, an
   * option whose full combination the server already answered `false` (or inactive) for is disabled.
   */
  const pruneKnown = (chosen: string[]) =>
    apply(
      values.map((vs, a) =>
        Uint8Array.from(vs, (v) => {
          const answer = chosen.some((c, b) => b !== a && !c) ? null : known!.get(keyOf(chosen.map((c, b) => (b === a ? v : c))));
          return answer === false ? OFF : answer && answer.variation_is_active === false ? INACTIVE : ON;
        }),
      ),
    );

  const setIds = (value: string) =>
    form.querySelectorAll<HTMLInputElement>(IDS).forEach((input) => {
      input.value = value;
      fire(input, 'change');
    });

  const reset = () => {
    showProduct(product, null);
    fire(form, 'reset_image');
    if (panel) {
      slide(panel, false);
      fire(panel, 'hide_variation');
    }
    setButton(form, NEEDED);
    fire(form, 'reset_data');
  };

  /** Shows a variation, or for `false` the no-match notice. */
  const show = (v: Variation | false) => {
    if (!v) {
      reset();
      if (quiet) return;
      const text = params.i18n_no_matching_variations_text;
      const note = make('p', 'wc-no-matching-variations woocommerce-info', text);
      note.style.display = 'none';
      if (panel) panel.after(note);
      else form.append(note);
      slide(note, true);
      return announce(text);
    }
    showProduct(product, v);
    if (panel) renderPanel(panel, v, params.i18n_unavailable_text);
    setIds('' + v.variation_id);
    if (qty) {
      const plan = planQuantity(qty.value, v);
      if (plan.invalid) warn('quantity is not a number', qty);
      applyQuantity(qty, plan);
      fire(qty, 'change');
    }
    const ok = !!(v.is_purchasable && v.is_in_stock && v.variation_is_visible);
    setButton(form, ok ? ENABLED : UNAVAILABLE);
    if (panel) {
      slide(panel, true);
      fire(panel, 'show_variation', [v, ok]);
    }
    fire(form, 'found_variation', [v]);
    if (!quiet) announce(`${panel?.textContent ?? ''} ${ok || !v.variation_is_visible ? '' : params.i18n_unavailable_text}`.replace(/\s+/g, ' ').trim());
  };

  /** Prunes the options, then matches (inline) or asks (ajax), and shows the variation or resets the display. */
  const check = () => {
    const mine = ++seq;
    let chosen = read();
    pending?.abort();
    busy(loading);
    let states: States | undefined;
    // Unchoosing an unavailable value can make others unavailable: settle (each round unchooses one more).
    if (index) while (apply((states = prune(index, chosenIndices(index, chosen))), true)) chosen = read();
    else if (known) pruneKnown(chosen);
    fire(form, 'woocommerce_update_variation_values');
    const count = chosen.filter(Boolean).length;
    showResetLink(resetLink, count > 0);
    if (count < selects.length) return reset();
    if (states) return show(states.match || false);
    // Still reading the inline variations: the check runs again once they are read.
    if (!known) return;
    const key = keyOf(chosen);
    if (known.has(key)) return show(known.get(key)!);
    // Server lookup: the chosen attributes, `product_id` and the form's `data-custom_data` (as PHP-style
    // `custom_data[key]` fields). Answers are remembered; a newer check aborts an older ask.
    setButton(form, NEEDED);
    busy(1);
    const custom = parseJSON(form.getAttribute('data-custom_data'));
    const data: Payload = {};
    if (isRecord(custom)) for (const k in custom) data[`custom_data[${k}]`] = custom[k];
    data.product_id = parseInt(form.getAttribute('data-product_id')!, 10);
    names.forEach((n, i) => (data[n] = chosen[i]));
    transport!.request('get_variation', data, { signal: (pending = new AbortController()).signal }).then(
      (answer) =>
        ctx.guard(() => {
          const ok = answer === false || isVariation(answer);
          if (ok) known!.set(key, answer);
          else warn('bad get_variation answer');
          if (mine !== seq) return;
          busy(0);
          pruneKnown(chosen);
          if (ok) show(answer);
        }),
      // The transport has said what went wrong; the visitor can choose again.
      () => mine === seq && busy(0),
    );
  };

  /** The selection changed: what the original does on `change`, then the check. */
  const changed = () => {
    setIds('');
    form.querySelectorAll('.wc-no-matching-variations').forEach((n) => n.remove());
    if (!known) fire(form, 'woocommerce_variation_select_change');
    fire(form, 'check_variations');
    check();
    fire(form, 'woocommerce_variation_has_changed');
  };

  /** Bit 1: the variations are read; bit 2: the 100 ms passed. The first check with both is the start. */
  const go = (bit: number) => () =>
    ctx.guard(() => {
      if ((ready |= bit) < 3) return;
      check();
      if (!quiet) return;
      fire(form, 'wc_variation_form');
      quiet = false;
    });

  /** (Re)reads the variations: inline, or server lookup when the form says `false` (or its data is broken). */
  const load = () => {
    stopReading();
    index = null;
    busy((loading = true));
    const ix = createIndex(names, values, decodeEntities, (name) => warn(`no select for attribute ${name}`));
    stopReading = readVariations(form.getAttribute('data-product_variations'), ix, warn, (inline) => {
      if (inline) index = ix;
      else if (!known) {
        known = new Map();
        transport = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: params.wc_ajax_url } });
        if (!(+form.getAttribute('data-product_id')! > 0)) warn('bad data-product_id');
      }
      busy((loading = false));
      go(1)();
    });
  };

  // The panel is announced through one live region (core `announce`); its own role="alert" would say it twice.
  panel?.removeAttribute('role');
  labelSelects(selects);
  $('.single_variation_wrap')?.style.removeProperty('display');
  showResetLink(resetLink, selects.some((s) => s.value));
  // Until the first check the button must not submit an incomplete choice.
  setButton(form, NEEDED);
  load();
  const start = setTimeout(go(2), 100);

  for (const select of selects) on(ctx, select, 'change', changed);
  on(ctx, form, 'check_variations', () => firing || check());
  on(ctx, form, 'reload_product_variations', load);
  if (resetLink)
    ctx.listen(resetLink, 'click', (e) => {
      e.preventDefault();
      for (const s of selects) s.value = '';
      changed();
      announce(params.i18n_reset_alert_text);
      // The link hides itself now; keep keyboard focus in the form.
      selects[0].focus();
    });
  form.querySelectorAll('.single_add_to_cart_button').forEach((button) =>
    ctx.listen(button, 'click', (e) => {
      const cl = button.classList;
      if (!cl.contains('disabled')) return;
      e.preventDefault();
      const text = cl.contains('wc-variation-is-unavailable') ? params.i18n_unavailable_text : params.i18n_make_a_selection_text;
      if (text) alert(text);
    }),
  );

  return () => {
    clearTimeout(start);
    seq++;
    stopReading();
    pending?.abort();
    if (role) panel?.setAttribute('role', role);
    busy(0);
  };
}
