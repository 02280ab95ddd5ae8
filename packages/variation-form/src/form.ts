import { announce, createTransport, decodeEntities, emit, isRecord, parseJSON, standDown, type Cleanup, type MountContext, type Payload } from '@dropins/core';
import { newest, on } from './bus';
import { make, renderPanel, showProduct } from './display';
import { createIndex, prune, type Index } from './matcher';
import { applyQuantity, planQuantity } from './quantity';
import { attr, labelSelects, setButton, showResetLink, slide } from './ui';
import { isVariation, readVariations } from './variations';
import type { Page } from './page';
import type { Variation } from './types';

/**
 * Mounts one `form.variations_form`: reads its variations (inline, in steps; or `false` for server lookup),
 * wires the selects, the reset link and the add-to-cart button, and runs the selection state machine, firing
 * the original's events on the way. The form starts 100 ms after load as the original does (so gallery
 * scripts that listen for `found_variation` are ready first), or once its variations are read.
 */
export function mountForm(form: HTMLFormElement, ctx: MountContext<Page>): Cleanup {
  const [wcAjaxUrl, noMatch, selectFirst, unavailable, resetText] = ctx.config.params;
  const { warn } = ctx;
  const $ = <T extends Element = HTMLElement>(selector: string) => form.querySelector<T>(selector);
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
  if (!selects[0]) standDown('no .variations select');
  const names = selects.map((s) => s.getAttribute('data-attribute_name') || s.name);
  const options = selects.map((s) => [...s.options].filter((o) => o.value));
  const values = options.map((os) => os.map((o) => o.value));
  const product = form.closest('.product') ?? form;
  // Without the panel, a detached stand-in takes what it would show (and the notice goes to the form's end).
  const panel = $('.single_variation') ?? (warn('no .single_variation'), make('div', ''));
  const qty = $<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  const resetLink = $('.reset_variations');
  const ids = form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id');
  const role = panel.getAttribute('role');
  const transport = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl } });
  if (!ids[0]) warn('no variation_id input');

  let index: Index | null = null;
  /** Ajax mode: the server's answers by combination (a variation, or false for "no such variation"). */
  let known: Record<string, Variation | false> | null = null;
  let stopReading = () => {};
  let firing = 0;
  /**
   * Bit 1: the variations are read; bit 2: the 100 ms passed (the first check with both is the start);
   * bit 4: started. Before the start (`ready < 4`): no no-match notice, no announcement.
   */
  let ready = 0;

  const next = newest(ctx);
  const busy = (on: unknown) => attr(form, 'aria-busy', !!on && 'true');
  /** Fires one of the original's events; our own `check_variations` listener ignores what we fire. */
  const fire = (target: EventTarget, name: string, args?: unknown[]) => {
    firing++;
    emit(target, name, args);
    firing--;
  };
  const read = () => selects.map((s) => s.value);
  const keyOf = (chosen: string[]) => chosen.join('\u0001');

  /**
   * Writes option states (0: no variation, 1: only inactive ones, 2: an enabled one); with `clear`, a chosen
   * value that became unavailable is unchosen (the original does). Says whether one was.
   */
  const apply = (states: ArrayLike<number>[], clear?: boolean) => {
    let cleared = false;
    states.forEach((s, a) => {
      options[a].forEach((o, j) => {
        o.disabled = s[j] < 2;
        o.classList.toggle('attached', s[j] > 0);
        o.classList.toggle('enabled', s[j] > 1);
      });
      if (clear && s[values[a].indexOf(selects[a].value)] < 2) {
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
        vs.map((v) => {
          const combination = chosen.map((c, b) => (b === a ? v : c));
          const answer = combination.every(Boolean) ? known![keyOf(combination)] : null;
          return answer === false ? 0 : answer?.variation_is_active === false ? 1 : 2;
        }),
      ),
    );

  const setIds = (value: string) =>
    ids.forEach((input) => {
      input.value = value;
      fire(input, 'change');
    });

  const reset = () => {
    showProduct(product, null);
    fire(form, 'reset_image');
    slide(panel, false);
    fire(panel, 'hide_variation');
    setButton(form, 0);
    fire(form, 'reset_data');
  };

  /** Shows a variation, or for `false` the no-match notice. */
  const show = (v: Variation | false) => {
    if (!v) {
      reset();
      if (ready < 4) return;
      const note = make('p', 'wc-no-matching-variations woocommerce-info', noMatch);
      note.style.display = 'none';
      if (panel.parentNode) panel.after(note);
      else form.append(note);
      slide(note, true);
      return announce(noMatch);
    }
    showProduct(product, v);
    renderPanel(panel, v, unavailable);
    setIds('' + v.variation_id);
    if (qty) {
      const plan = planQuantity(qty.value, v);
      if (plan.invalid) warn('quantity is not a number', qty);
      applyQuantity(qty, plan);
      fire(qty, 'change');
    }
    const ok = !!(v.is_purchasable && v.is_in_stock && v.variation_is_visible);
    setButton(form, ok ? 2 : 1);
    slide(panel, true);
    fire(panel, 'show_variation', [v, ok]);
    fire(form, 'found_variation', [v]);
    if (ready > 3) announce(panel.textContent + (ok || !v.variation_is_visible ? '' : ' ' + unavailable));
  };

  /** Prunes the options, then matches (inline) or asks (ajax), and shows the variation or resets the display. */
  const check = () => {
    let chosen = read();
    // A newer check (or the unmount) aborts an older server lookup.
    const signal = next();
    // Still reading (neither mode yet): busy; otherwise a server lookup this check aborted is over.
    busy(!index && !known);
    let states: ReturnType<typeof prune> | undefined;
    // Unchoosing an unavailable value can make others unavailable: settle (each round unchooses one more).
    if (index)
      while (apply((states = prune(index, selects.map((s, a) => values[a].indexOf(s.value)))), true)) chosen = read();
    else if (known) pruneKnown(chosen);
    fire(form, 'woocommerce_update_variation_values');
    showResetLink(resetLink, chosen.some(Boolean));
    if (!chosen.every(Boolean)) return reset();
    if (states) return show(states.match || false);
    // Still reading the inline variations: the check runs again once they are read.
    if (!known) return;
    const key = keyOf(chosen);
    if (key in known) return show(known[key]);
    // Server lookup: the chosen attributes, `product_id` and the form's `data-custom_data` (as PHP-style
    // `custom_data[key]` fields). Answers are remembered.
    setButton(form, 0);
    busy(1);
    const custom = parseJSON(form.getAttribute('data-custom_data'));
    const data: Payload = {};
    if (isRecord(custom)) for (const k in custom) data[`custom_data[${k}]`] = custom[k];
    data.product_id = form.getAttribute('data-product_id');
    names.forEach((n, i) => (data[n] = chosen[i]));
    transport.request('get_variation', data, { signal }).then(
      (answer) =>
        signal.aborted ||
        ctx.guard(() => {
          const ok = answer === false || isVariation(answer);
          if (ok) known![key] = answer;
          else warn('bad get_variation answer');
          busy(0);
          pruneKnown(chosen);
          if (ok) show(answer);
        }),
      // The transport has said what went wrong; the visitor can choose again.
      () => signal.aborted || busy(0),
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

  const go = (bit: number) =>
    ctx.guard(() => {
      if ((ready |= bit) < 3) return;
      check();
      if (ready > 3) return;
      ready = 7;
      fire(form, 'wc_variation_form');
    });

  /** (Re)reads the variations: inline, or server lookup when the form says `false` (or its data is broken). */
  const load = () => {
    stopReading();
    index = null;
    busy(1);
    // (Core's warn says each distinct message once.)
    const ix = createIndex(names, values, decodeEntities, (name) => warn(`no select for attribute ${name}`));
    stopReading = readVariations(form.getAttribute('data-product_variations'), ix, warn, (inline) => {
      if (inline) index = ix;
      else if (!known) {
        known = Object.create(null);
        if (!(+form.getAttribute('data-product_id')! > 0)) warn('bad data-product_id');
      }
      busy(0);
      go(1);
    });
  };

  // The panel is announced through one live region (core `announce`); its own role="alert" would say it twice.
  attr(panel, 'role', null);
  labelSelects(selects);
  $('.single_variation_wrap')?.style.removeProperty('display');
  // Until the first check the button must not submit an incomplete choice.
  setButton(form, 0);
  load();
  const start = setTimeout(() => go(2), 100);

  for (const select of selects) on(ctx, select, 'change', changed);
  on(ctx, form, 'check_variations', () => firing || check());
  on(ctx, form, 'reload_product_variations', load);
  // Delegated, as the original's: the reset link, and a click on the disabled button, which says why.
  ctx.listen(form, 'click', (e) => {
    const t = e.target as Element;
    const cl = t.closest('.single_add_to_cart_button')?.classList;
    if (t.closest('.reset_variations')) {
      e.preventDefault();
      for (const s of selects) s.value = '';
      changed();
      announce(resetText);
      // The link hides itself now; keep keyboard focus in the form.
      selects[0].focus();
    } else if (cl?.contains('disabled')) {
      e.preventDefault();
      const text = cl.contains('wc-variation-is-unavailable') ? unavailable : selectFirst;
      if (text) alert(text);
    }
  });

  return () => {
    clearTimeout(start);
    stopReading();
    attr(panel, 'role', role);
    busy(0);
  };
}
