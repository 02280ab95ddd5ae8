import { announce, standDown, type Cleanup, type MountContext } from '@dropins/core';
import { createEmitter, on } from './bus';
import { createFlow } from './flow';
import { buttonState, labelSelects, setButton, showResetLink } from './ui';
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
  const panel = form.querySelector('.single_variation');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const warn = (m: string, el?: Element | null) => ctx.warn(m, el);
  if (!panel) warn('no .single_variation in the form');
  if (!form.querySelector('input[name="variation_id"], input.variation_id')) warn('no variation_id input in the form');
  const emitter = createEmitter();
  const flow = createFlow(form, selects, params, emitter.fire, warn, ctx.signal);
  flow.load();

  // The panel is announced through one live region (core `announce`); its own role="alert" would say it twice.
  const role = panel?.getAttribute('role');
  panel?.removeAttribute('role');
  labelSelects(selects);
  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
  showResetLink(resetLink, selects.some((s) => s.value));
  // Until the first check the button must not submit an incomplete choice.
  setButton(form, 'needed');

  for (const select of selects) on(ctx, select, 'change', flow.changed);
  on(ctx, form, 'check_variations', () => emitter.busy() || flow.check());
  on(ctx, form, 'reload_product_variations', () => {
    flow.load();
    flow.check();
  });
  if (resetLink)
    ctx.listen(resetLink, 'click', (e) => {
      e.preventDefault();
      for (const s of selects) s.value = '';
      flow.changed();
      announce(params.i18n_reset_alert_text);
      // The link hides itself now; keep keyboard focus in the form.
      selects[0].focus();
    });
  form.querySelectorAll('.single_add_to_cart_button').forEach((button) =>
    ctx.listen(button, 'click', (e) => {
      const state = buttonState(button);
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
    flow.started();
  }, 100);

  return () => {
    clearTimeout(start);
    if (role) panel?.setAttribute('role', role);
    form.removeAttribute('aria-busy');
  };
}
