import { cookiesEnabled, defineWidget, str } from '@dropins/core';
import { readParams } from './params';

/**
 * Age Gate's cookie check: with cookies disabled, its form starts with the `age_gate_common.cookies` message
 * (`p.age-gate__error`), since the gate cannot remember the visitor's answer.
 */
export const cookieCheck = defineWidget({
  name: 'storefront-cookie-check',
  selector: '.age-gate__form, .age-gate-form',
  // The gate is often rendered by script after load.
  observe: true,
  setup: (ctx) =>
    readParams(ctx, 'age_gate_common', { cookies: str() })?.cookies.trim() ||
    'Your browser does not support cookies, you may experience problems entering this site',
  mount(form, ctx) {
    if (cookiesEnabled()) return;
    const p = document.createElement('p');
    p.className = 'age-gate__error';
    p.setAttribute('role', 'alert');
    p.textContent = ctx.config;
    form.prepend(p);
    return () => p.remove();
  },
});
