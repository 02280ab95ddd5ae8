import { defineWidget, type Cleanup, type WidgetContext, docCreate } from '@dropins/core';
import { injectStyle } from '@dropins/core/ui';
import { readPasswordParams, type PasswordParams } from './config';

/** Our glyph for the toggle, only on pages without WooCommerce's stylesheet (which draws its own icon). */
const FALLBACK_CLASS = 'dropins-password-fallback';
const FALLBACK_CSS = `.${FALLBACK_CLASS}::after{content:"\\1F441"}`;

/** Whether a stylesheet already draws the toggle's icon (WooCommerce's `.show-password-input::before`). */
const iconDrawn = (button: HTMLElement) => !/^(none|normal)?$/.test(getComputedStyle(button, '::before').content);

/** Wraps the field in `span.password-input` when it is not yet (its own fields only), or says it cannot. */
function passwordWrap(input: HTMLInputElement): { wrap: HTMLElement; wrapped: boolean } | null {
  const parent = input.parentElement!;
  if (parent.localName === 'span') return { wrap: parent, wrapped: false };
  // As the original: its own fields are wrapped in a span, other fields only get a toggle when they already are.
  if (!input.classList.contains('woocommerce-Input')) return null;
  const wrap = docCreate('span');
  input.replaceWith(wrap);
  wrap.append(input);
  return { wrap, wrapped: true };
}

/**
 * A show/hide toggle after a password field of WooCommerce forms (`woocommerce.js`): a real
 * `button.show-password-input` in `span.password-input`, so WooCommerce's icon styles apply; its name is the
 * show or hide text from `woocommerce_params`. After a toggle, focus goes back to the field, as the original.
 */
function addPasswordToggle(input: HTMLInputElement, ctx: WidgetContext, params: PasswordParams): Cleanup | void {
  if (input.parentElement?.querySelector('.show-password-input')) return;
  const place = passwordWrap(input);
  if (!place) return;
  const { wrap, wrapped } = place;
  wrap.classList.add('password-input');
  const button = docCreate('button');
  button.type = 'button';
  button.className = 'show-password-input';
  if (input.id) button.setAttribute('aria-controls', input.id);
  const show = (on: boolean) => {
    input.type = on ? 'text' : 'password';
    button.classList.toggle('display-password', on);
    button.setAttribute('aria-label', on ? params.i18n_password_hide : params.i18n_password_show);
  };
  show(false);
  ctx.listen(button, 'click', () => {
    show(input.type === 'password');
    input.focus();
  });
  wrap.append(button);
  if (!iconDrawn(button)) {
    injectStyle('dropins-storefront-password', FALLBACK_CSS);
    button.classList.add(FALLBACK_CLASS);
  }
  return () => {
    show(false);
    button.remove();
    if (wrapped) wrap.replaceWith(input);
  };
}

export const showPassword = defineWidget({
  name: 'storefront-password',
  selector: '.woocommerce form input[type="password"]',
  setup: readPasswordParams,
  mount: (input: HTMLInputElement, ctx) => (ctx.config ? addPasswordToggle(input, ctx, ctx.config) : undefined),
});
