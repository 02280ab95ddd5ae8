import { emit, type Cleanup, type WidgetContext } from '@dropins/core';
import { navigate } from '@dropins/core/safety';
import { announce } from '@dropins/core/ui';
import { CONVERSION_EVENT } from '../../shared/contracts/family-contracts';
import type { SignupConfig } from './config';
import { customFieldKey, customFieldValue, redirectTarget, signupPayload, type SignupValues } from './payload';
import { showError, signupParts, validateSignup, type SignupParts } from './validate';

const LOADING = 'et_pb_button_text_loading';

const hiddenValue = (module: Element, name: string) => Array.from(module.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).find((i) => i.name === name)?.value ?? '';

function collect(parts: SignupParts, checked: NonNullable<ReturnType<typeof validateSignup>>): SignupValues {
  const provider = hiddenValue(parts.module, 'et_pb_signup_provider');
  const customFields: SignupValues['customFields'] = {};
  for (const field of checked.fields) {
    const value = customFieldValue(field, provider);
    if (typeof value === 'string' || Object.keys(value).length) customFields[customFieldKey(field)] = value;
  }
  return {
    listId: hiddenValue(parts.module, 'et_pb_signup_list_id'),
    firstName: parts.firstName?.value ?? '',
    lastName: parts.lastName?.value ?? '',
    email: parts.email?.value ?? '',
    provider,
    account: hiddenValue(parts.module, 'et_pb_signup_account_name'),
    ipAddress: hiddenValue(parts.module, 'et_pb_signup_ip_address'),
    checksum: hiddenValue(parts.module, 'et_pb_signup_checksum'),
    customFields,
    hiddenFields: checked.hidden,
  };
}

function fail(parts: SignupParts, text: string): void {
  if (!parts.error) return;
  parts.error.textContent = text;
  showError(parts, true);
  announce(text, 'assertive');
}

/** The answer: `{ success }`, `{ error }` (shown as text), or empty / anything else (`subscription_failed`). */
function answered(parts: SignupParts, text: string, values: SignupValues, ctx: WidgetContext, config: SignupConfig): void {
  let body: unknown = null;
  try {
    body = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  const answer = (body !== null && typeof body === 'object' ? body : {}) as { success?: unknown; error?: unknown };
  if (answer.error) return fail(parts, String(answer.error));
  if (!answer.success) return fail(parts, config.texts.failed);
  emit(parts.module, CONVERSION_EVENT);
  const url = parts.module.dataset.redirect_url;
  if (url) {
    const data = { first_name: values.firstName, last_name: values.lastName, email: values.email, ip_address: parts.module.dataset.ip_address, form_id: parts.module.id || undefined };
    if (navigate(redirectTarget(url, parts.module.dataset.redirect_query ?? '', data))) return;
    ctx.warn('refused the redirect: it is not an http(s) URL on this site', parts.module);
  }
  const fields = parts.module.querySelector<HTMLElement>('.et_pb_newsletter_fields');
  const success = parts.module.querySelector<HTMLElement>('.et_pb_newsletter_success');
  if (fields) fields.style.display = 'none';
  if (!success) return;
  success.style.display = 'block';
  success.tabIndex = -1;
  success.focus();
  announce((success.textContent ?? '').trim(), 'assertive');
}

/**
 * The opt-in's submit (its button is a link; Enter in a field and a form submit do the same): validation, then
 * `et_pb_submit_subscribe_form` through admin-ajax; one request at a time.
 */
export function handleSubscribe(module: HTMLElement, ctx: WidgetContext, config: SignupConfig): Cleanup {
  const parts = signupParts(module);
  const button = module.querySelector<HTMLElement>('.et_pb_newsletter_button');
  const loader = module.querySelector<HTMLElement>('.et_subscribe_loader');
  let sending = false;
  const loading = (on: boolean) => {
    button?.classList.toggle(LOADING, on);
    if (loader) loader.style.display = on ? 'block' : '';
    if (on) module.setAttribute('aria-busy', 'true');
    else module.removeAttribute('aria-busy');
  };
  const subscribe = (event: Event) => {
    event.preventDefault();
    if (sending || !config.transport) return;
    const checked = validateSignup(parts, config);
    if (!checked) return;
    const values = collect(parts, checked);
    sending = true;
    loading(true);
    config.transport
      .request<string>('et_pb_submit_subscribe_form', signupPayload(values, config.nonce), { as: 'text', signal: ctx.signal })
      .then((text) => answered(parts, text, values, ctx, config), () => fail(parts, config.texts.failed))
      .finally(() => {
        sending = false;
        loading(false);
      });
  };
  if (button) ctx.listen(button, 'click', subscribe);
  if (parts.form) ctx.listen(parts.form, 'submit', subscribe);
  ctx.listen(module, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Enter' && event.target instanceof HTMLInputElement) subscribe(event);
  });
  return () => undefined;
}
