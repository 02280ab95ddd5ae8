/**
 * Divi's form fields as its scripts read them (contact form, and the email opt-in's custom fields): which
 * controls count, their labels, required marks, values, and the validation rules and error list both modules
 * show. Shared by the contact-form and newsletter families.
 */
import { isConditionallyHidden } from './conditional-logic';
import { docCreate } from '@dropins/core';

/**
 * An email address: Divi's rule (local part of the usual characters, then at least two domain labels of letters,
 * digits and inner hyphens, each up to 63 characters).
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^[a-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`, 'i');

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The controls Divi validates, in document order. */
export const FIELD_SELECTOR = 'input[type=text], .et_pb_checkbox_handle, .et_pb_contact_field[data-type="radio"], textarea, select';

/** Number fields (`et_pb_contact_et_number_*`) are never reported empty (Divi's exception). */
const NUMBER_FIELD_PREFIX = 'et_pb_contact_et_number_';

export interface FormField {
  /** What gets focus and `aria-invalid`: the input, select or textarea, or the group's first radio/checkbox. */
  control: HTMLElement;
  /** What gets `et_contact_error`: the control, or the wrapper of a checkbox/radio group. */
  errorTarget: HTMLElement;
  /** The posted name (`field_id` in the fields JSON); null when the control has none (the captcha). */
  fieldId: string | null;
  originalId: string;
  requiredMark: string;
  fieldType: string;
  label: string;
  value: string;
  /** A checkbox/radio group with nothing selected. */
  unchecked: boolean;
  /** Hidden by conditional logic: skipped by validation and reported in the hidden-fields list. */
  hidden: boolean;
}

export interface FieldTexts {
  /** `et_pb_custom.captcha`: the label of a field without one. */
  captcha: string;
  /** `et_pb_custom.wrong_checkbox`: the label of a checkbox group without label or values. */
  wrongCheckbox: string;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
const data = (el: HTMLElement, key: string, fallback: string) => el.dataset[key] ?? fallback;

function groupField(wrapper: HTMLElement, inputs: HTMLInputElement[], root: Element, texts: FieldTexts, handle: HTMLInputElement | null): FormField {
  const checked = inputs.filter((i) => i.checked).map((i) => i.value);
  const first = handle ?? inputs[0];
  let label = text(wrapper.querySelector('.et_pb_contact_form_label'));
  if (handle && label === '') label = inputs.map((i) => i.value).join(', ').trim() || texts.wrongCheckbox;
  return {
    control: inputs[0] ?? wrapper,
    errorTarget: wrapper,
    fieldId: (handle ? handle.name : inputs[0]?.name) || null,
    originalId: wrapper.dataset.id ?? '',
    requiredMark: first ? data(first, 'required_mark', 'not_required') : 'not_required',
    fieldType: handle ? 'checkbox' : 'radio',
    label,
    value: handle ? checked.join(', ') : checked[0] ?? '',
    unchecked: checked.length === 0,
    hidden: isConditionallyHidden(wrapper, root),
  };
}

function siblingLabel(el: HTMLElement): string {
  const label = Array.from(el.parentElement?.children ?? []).find((c) => c !== el && c.localName === 'label');
  return text(label);
}

/** One field as Divi reads it; a checkbox group's hidden handle gets the checked values, as Divi writes them. */
export function readField(el: HTMLElement, root: Element, texts: FieldTexts): FormField {
  const wrapper = el.closest<HTMLElement>('.et_pb_contact_field');
  if (el.matches('.et_pb_contact_field[data-type="radio"]')) {
    return groupField(el, Array.from(el.querySelectorAll<HTMLInputElement>('input[type="radio"]')), root, texts, null);
  }
  if (el.dataset.field_type === 'checkbox' && wrapper) {
    const handle = el as HTMLInputElement;
    const field = groupField(wrapper, Array.from(wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')), root, texts, handle);
    handle.value = field.value;
    return field;
  }
  const control = el as HTMLInputElement;
  return {
    control,
    errorTarget: control,
    fieldId: control.id || null,
    originalId: data(control, 'original_id', ''),
    requiredMark: data(control, 'required_mark', 'not_required'),
    fieldType: data(control, 'field_type', 'text'),
    label: siblingLabel(control),
    value: control.value,
    unchecked: false,
    hidden: isConditionallyHidden(control, root),
  };
}

/** Every field inside `root` (optionally only those `filter` keeps). */
export function readFields(root: Element, texts: FieldTexts, filter: (el: HTMLElement) => boolean = () => true): FormField[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter(filter).map((el) => readField(el, root, texts));
}

export interface Problems {
  /** Labels of required fields left empty (`fill_message` list). */
  missing: string[];
  /** Error texts (`contact_error_message` list). */
  errors: string[];
  /** The fields to mark. */
  errored: FormField[];
}

/** Required and email rules over the visible fields. `invalid` is `et_pb_custom.invalid`. */
export function checkFields(fields: readonly FormField[], texts: FieldTexts & { invalid: string }): Problems {
  const problems: Problems = { missing: [], errors: [], errored: [] };
  for (const field of fields) {
    if (field.hidden) continue;
    const empty = field.value === '' || field.unchecked;
    const isNumber = field.control.id.startsWith(NUMBER_FIELD_PREFIX);
    if (field.requiredMark === 'required' && empty && !isNumber) {
      problems.missing.push(field.label || texts.captcha);
      problems.errored.push(field);
    }
    const email = field.value.trim().toLowerCase();
    if (field.fieldType === 'email' && email !== '' && email !== field.label && !isEmail(email)) {
      problems.errors.push(texts.invalid);
      if (!problems.errored.includes(field)) problems.errored.push(field);
    }
  }
  return problems;
}

export interface ListTexts {
  fill: string;
  fix: string;
}

/**
 * Writes Divi's error list (as text, never HTML): `<p>fill</p><ul>missing</ul>` then, when there are both,
 * `<p class="et_normal_padding">fix</p>`, then `<ul>errors</ul>`. Returns the text for screen readers.
 */
export function renderErrorList(target: Element, missing: readonly string[], errors: readonly string[], texts: ListTexts): string {
  const doc = target.ownerDocument;
  const p = (content: string, className?: string) => {
    const el = docCreate('p', doc);
    if (className) el.className = className;
    el.textContent = content;
    return el;
  };
  const ul = (items: readonly string[]) => {
    const list = docCreate('ul', doc);
    for (const item of items) list.appendChild(docCreate('li', doc)).textContent = item;
    return list;
  };
  const nodes: Element[] = [];
  if (missing.length) {
    nodes.push(p(texts.fill), ul(missing));
    if (errors.length) nodes.push(p(texts.fix, 'et_normal_padding'));
  }
  nodes.push(ul(errors));
  target.replaceChildren(...nodes);
  return [missing.length ? `${texts.fill} ${missing.join(', ')}.` : '', errors.length ? `${missing.length ? texts.fix + ' ' : ''}${errors.join(' ')}` : '']
    .filter(Boolean)
    .join(' ');
}


const DESCRIBED = 'aria-describedby';

/** Links a control to the message (`aria-invalid`, `aria-describedby`) or removes the link. */
export function linkError(control: Element, messageId: string, on: boolean): void {
  const tokens = (control.getAttribute(DESCRIBED) ?? '').split(/\s+/).filter((t) => t && t !== messageId);
  if (on) tokens.push(messageId);
  if (tokens.length) control.setAttribute(DESCRIBED, tokens.join(' '));
  else control.removeAttribute(DESCRIBED);
  if (on) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}
