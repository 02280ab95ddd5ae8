import { defineWidget, injectStyle, required, str } from '@dropins/core';
import { readParams } from './params';

const SCHEMA = { i18n_password_show: required(str()), i18n_password_hide: required(str()) };

/**
 * A show/hide toggle after each password field of WooCommerce forms (`woocommerce.js`): a real
 * `button.show-password-input` in `span.password-input`, so the theme's icon styles apply; its name is the
 * show or hide text from `woocommerce_params`.
 */
export const showPassword = defineWidget({
  name: 'storefront-password',
  selector: '.woocommerce form input[type="password"]',
  setup: (ctx) => readParams(ctx, 'woocommerce_params', SCHEMA),
  mount(el, ctx) {
    const p = ctx.config;
    const input = el as HTMLInputElement;
    let wrap = input.parentElement!;
    // As the original: its own fields are wrapped in a span, other fields only get a toggle when they already are.
    const wrapped = wrap.localName !== 'span';
    if (!p || (wrapped && !input.classList.contains('woocommerce-Input')) || wrap.querySelector('.show-password-input')) return;
    if (wrapped) {
      wrap = document.createElement('span');
      input.replaceWith(wrap);
      wrap.append(input);
    }
    wrap.classList.add('password-input');
    // Zero specificity: a theme's own icon rule wins; without one the button still shows something.
    injectStyle('dropins-storefront', ':where(.show-password-input)::after{content:"\\1F441"}');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input';
    if (input.id) button.setAttribute('aria-controls', input.id);
    const show = (on: boolean) => {
      input.type = on ? 'text' : 'password';
      button.classList.toggle('display-password', on);
      button.setAttribute('aria-label', on ? p.i18n_password_hide : p.i18n_password_show);
    };
    show(false);
    ctx.listen(button, 'click', () => show(input.type === 'password'));
    wrap.append(button);
    const span = wrap;
    return () => {
      show(false);
      button.remove();
      if (wrapped) span.replaceWith(input);
    };
  },
});
