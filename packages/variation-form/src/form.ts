import { announce, decodeEntities, standDown, type Cleanup, type MountContext } from '@dropins/core';
import { createEmitter, on } from './bus';
import { createFlow, type Source } from './flow';
import { buildIndex } from './matcher';
import { createLookup } from './lookup';
import { buttonState, labelSelects, setButton, showResetLink } from './ui';
import { readVariations } from './variations';
import type { Page } from './page';

/**
 * Mounts one `form.variations_form`: reads its variations (inline, or `false` for server lookup), wires the
 * selects, the reset link and the add-to-cart button, and starts the form 100 ms after load as the original
 * does (so gallery scripts that listen for `found_variation` are ready first).
 */
export function mountForm(form: HTMLFormElement, ctx: MountContext<Page>): Cleanup {
  const { params } = ctx.config;
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  if (!selects.length) standDown('no .variations select in the form');
  const names = selects.map((s) => s.getAttribute('data-attribute_name') || s.name);
  const options = selects.map((s) => Array.from(s.options).filter((o) => o.value !== ''));
  const values = options.map((os) => os.map((o) => o.value));
  const panel = form.querySelector<HTMLElement>('.single_variation');
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  const emitter = createEmitter();
  const warn = (m: string, el?: Element | null) => ctx.warn(m, el);
  if (!panel) warn('no .single_variation in the form');
  if (!form.querySelector('input[name="variation_id"], input.variation_id')) warn('no variation_id input in the form');

  const src: Source = { index: null, lookup: null, loading: true };
  const load = () => {
    const list = readVariations(form, warn);
    src.index = list
      ? buildIndex(list, names, values, decodeEntities, (name) => warn(`no select for attribute ${name}`))
      : null;
    if (!list && !src.lookup) src.lookup = createLookup(form, names, params.wc_ajax_url, ctx);
  };
  load();

  const flow = createFlow(
    {
      form,
      product: form.closest('.product') ?? form,
      selects,
      options,
      values,
      panel,
      resetLink: form.querySelector<HTMLElement>('.reset_variations'),
      qty: (wrap ?? form).querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]'),
      params,
      fire: emitter.fire,
      warn,
    },
    src,
  );

  // The panel is announced through one live region (core `announce`); its own role="alert" would say it twice.
  const role = panel?.getAttribute('role');
  panel?.removeAttribute('role');
  labelSelects(selects);
  if (wrap) wrap.style.display = '';
  showResetLink(form.querySelector<HTMLElement>('.reset_variations'), selects.some((s) => s.value));
  // Until the first check the button must not submit an incomplete choice.
  setButton(form, 'needed');

  for (const select of selects) on(ctx, select, 'change', flow.changed);
  on(ctx, form, 'check_variations', () => emitter.busy() || flow.check());
  on(ctx, form, 'reload_product_variations', () => {
    load();
    flow.check();
  });
  const reset = form.querySelector('.reset_variations');
  if (reset)
    ctx.listen(reset, 'click', (e) => {
      e.preventDefault();
      for (const s of selects) s.value = '';
      flow.changed();
      announce(params.i18n_reset_alert_text);
      // The link hides itself now; keep keyboard focus in the form.
      selects[0].focus();
    });
  form.querySelectorAll('.single_add_to_cart_button').forEach((button) =>
    ctx.listen(button, 'click', (e) => {
      const state = buttonState(form);
      if (!state) return;
      e.preventDefault();
      const text = state === 'unavailable' ? params.i18n_unavailable_text : params.i18n_make_a_selection_text;
      if (text) window.alert(text);
    }),
  );

  const start = setTimeout(() => {
    ctx.guard(() => {
      flow.check();
      emitter.fire(form, 'wc_variation_form');
    });
    src.loading = false;
  }, 100);

  return () => {
    clearTimeout(start);
    if (panel && role) panel.setAttribute('role', role);
    form.removeAttribute('aria-busy');
  };
}
