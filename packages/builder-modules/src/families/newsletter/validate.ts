import { announce } from '@dropins/core/ui';
import { ensureId } from '@dropins/core/dom';
import { checkFields, isEmail, linkError, readFields, renderErrorList, type FormField } from '../../shared/forms/forms-fields';
import type { SignupConfig } from './config';

const CUSTOM = '.et_pb_signup_custom_field, .et_pb_signup_custom_field *';
const SIGNUP_ERROR = 'et_pb_signup_error';

export interface SignupParts {
  module: HTMLElement;
  form: HTMLFormElement | null;
  error: HTMLElement | null;
  firstName: HTMLInputElement | null;
  lastName: HTMLInputElement | null;
  email: HTMLInputElement | null;
}

/** The opt-in's own inputs, by the names Divi prints. */
export function signupParts(module: HTMLElement): SignupParts {
  const input = (name: string) => Array.from(module.querySelectorAll<HTMLInputElement>('input')).find((i) => i.name === name) ?? null;
  return {
    module,
    form: module.querySelector('.et_pb_newsletter_form form'),
    error: module.querySelector('.et_pb_newsletter_error'),
    firstName: input('et_pb_signup_firstname'),
    lastName: input('et_pb_signup_lastname'),
    email: input('et_pb_signup_email'),
  };
}

/** Shows or hides the opt-in's error area. */
export function showError(parts: SignupParts, show: boolean): void {
  if (parts.error) parts.error.style.display = show ? 'block' : 'none';
}

function clear(parts: SignupParts, errorId: string): void {
  for (const el of parts.module.querySelectorAll(`.${SIGNUP_ERROR}, .et_contact_error`)) el.classList.remove(SIGNUP_ERROR, 'et_contact_error');
  for (const el of parts.module.querySelectorAll('[aria-invalid]')) linkError(el, errorId, false);
  parts.error?.replaceChildren();
  showError(parts, false);
}

/** Names and email: the browser's validity first, then non-empty names and Divi's email rule. */
function checkOwnInputs(parts: SignupParts, errorId: string, config: SignupConfig): boolean {
  if (parts.form && !parts.form.reportValidity()) return false;
  const bad: HTMLInputElement[] = [];
  if (parts.firstName && parts.firstName.value === '') bad.push(parts.firstName);
  if (parts.lastName && parts.lastName.value === '') bad.push(parts.lastName);
  if (parts.email && !isEmail(parts.email.value)) bad.push(parts.email);
  for (const el of bad) {
    el.classList.add(SIGNUP_ERROR);
    linkError(el, errorId, true);
  }
  if (!bad.length) return true;
  const emailOnly = bad.length === 1 && bad[0] === parts.email && parts.email.value !== '';
  announce(emailOnly ? config.texts.invalid : config.texts.fill, 'assertive');
  bad[0].focus();
  return false;
}

/**
 * Divi's opt-in checks; shows the custom fields' error list in `.et_pb_newsletter_error`. Returns the visible
 * custom fields and the original ids of the hidden ones, or null when something is wrong.
 */
export function validateSignup(parts: SignupParts, config: SignupConfig): { fields: FormField[]; hidden: string[] } | null {
  const errorId = ensureId(parts.error ?? parts.module, 'et_pb_newsletter_error');
  clear(parts, errorId);
  if (!checkOwnInputs(parts, errorId, config)) return null;
  const texts = { captcha: config.texts.captcha, wrongCheckbox: config.texts.wrongCheckbox };
  const all = readFields(parts.module, texts, (el) => el.matches(CUSTOM));
  const fields = all.filter((f) => !f.hidden);
  const hidden = all.filter((f) => f.hidden).map((f) => f.originalId);
  const problems = checkFields(fields, { ...texts, invalid: config.texts.invalid });
  if (!problems.missing.length && !problems.errors.length) return { fields, hidden };
  for (const field of problems.errored) {
    field.errorTarget.classList.add('et_contact_error');
    linkError(field.control, errorId, true);
  }
  if (parts.error) {
    announce(renderErrorList(parts.error, problems.missing, problems.errors, config.texts), 'assertive');
    showError(parts, true);
  }
  problems.errored[0]?.control.focus();
  return null;
}

