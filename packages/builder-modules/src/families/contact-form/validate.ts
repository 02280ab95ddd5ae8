import { announce } from '@dropins/core/ui';
import { ensureId } from '@dropins/core/dom';
import { checkFields, linkError, readFields, renderErrorList, type FormField } from '../../shared/forms/forms-fields';
import { checkCaptcha } from './captcha';
import type { ContactConfig } from './config';

export interface Checked {
  ok: boolean;
  /** Every visible field (the fields JSON) and the original ids of the hidden ones. */
  fields: FormField[];
  hidden: string[];
}

/** Removes the marks of a previous attempt. */
function clearMarks(container: Element, messageId: string): void {
  for (const el of container.querySelectorAll('.et_contact_error')) el.classList.remove('et_contact_error');
  for (const el of container.querySelectorAll('[aria-invalid]')) linkError(el, messageId, false);
}

/**
 * Validates the form as Divi does on submit: required fields and groups, email fields, the captcha. Errors are
 * listed in `.et-pb-contact-message` (text only), the fields get `et_contact_error`, `aria-invalid` and
 * `aria-describedby`, the list is announced and focus moves to the first errored field.
 */
export function validateForm(container: Element, form: HTMLFormElement, message: HTMLElement, config: ContactConfig): Checked {
  const { texts } = config;
  const messageId = ensureId(message, `${container.id || 'et_pb_contact_form'}-message`);
  clearMarks(container, messageId);
  const all = readFields(form, { captcha: texts.captcha, wrongCheckbox: texts.wrongCheckbox });
  const visible = all.filter((f) => !f.hidden);
  const hidden = all.filter((f) => f.hidden).map((f) => f.originalId);
  const problems = checkFields(visible, texts);
  const captcha = checkCaptcha(form);
  if (captcha.wrong) problems.errors.push(texts.wrongCaptcha);
  const ok = problems.missing.length === 0 && problems.errors.length === 0;
  if (ok) return { ok, fields: visible, hidden };
  for (const field of problems.errored) {
    field.errorTarget.classList.add('et_contact_error');
    linkError(field.control, messageId, true);
  }
  const captchaInput = form.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
  if (captcha.wrong && captchaInput) linkError(captchaInput, messageId, true);
  const spoken = renderErrorList(message, problems.missing, problems.errors, texts);
  announce(spoken, 'assertive');
  const first = problems.errored[0]?.control ?? (captcha.wrong ? captchaInput : null);
  first?.focus();
  return { ok, fields: visible, hidden };
}
