import { defineWidget, docCreate } from '@dropins/core';
import { cookiesEnabled } from '@dropins/core/storage';
import { readCookieMessage } from './config';

/**
 * Age Gate's cookie check: with cookies disabled, its form starts with the `age_gate_common.cookies` message
 * (`p.age-gate__error`), since the gate cannot remember the visitor's answer.
 */
export const cookieCheck = defineWidget({
  name: 'storefront-cookie-check',
  selector: '.age-gate__form, .age-gate-form',
  // The gate is often rendered by script after load.
  observe: true,
  setup: readCookieMessage,
  mount(form, ctx) {
    if (cookiesEnabled()) return;
    const p = docCreate('p');
    p.className = 'age-gate__error';
    p.setAttribute('role', 'alert');
    p.textContent = ctx.config;
    form.prepend(p);
    return () => p.remove();
  },
});
