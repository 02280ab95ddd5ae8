import type { Payload } from '@dropins/core/transport';
import type { FormField } from '../../shared/forms/forms-fields';

type FieldValue = string | Record<string, string>;

/**
 * The value of one custom field as Divi sends it: checkbox groups as `{ <checkbox data-id>: value }`, Mailchimp
 * selects and radios as `{ <option data-id>: value }` (when the chosen option has one), Ontraport selects as the
 * chosen option's id, others as the value.
 */
export function customFieldValue(field: FormField, provider: string): FieldValue {
  const wrapper = field.errorTarget.closest('.et_pb_contact_field') ?? field.errorTarget;
  if (field.fieldType === 'checkbox') {
    const out: Record<string, string> = {};
    for (const box of wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) if (box.checked && box.dataset.id) out[box.dataset.id] = box.value;
    return out;
  }
  const chosen = field.fieldType === 'select'
    ? (field.control as HTMLSelectElement).selectedOptions?.[0]
    : field.fieldType === 'radio' ? wrapper.querySelector<HTMLInputElement>('input[type="radio"]:checked') : null;
  const optionId = chosen?.dataset.id;
  if (provider === 'mailchimp' && optionId && (field.fieldType === 'select' || field.fieldType === 'radio')) return { [optionId]: field.value };
  if (provider === 'ontraport' && field.fieldType === 'select' && optionId) return optionId;
  return field.value;
}

/** The custom fields' key: the wrapper's `data-id` (Divi's field id), else the control's original id. */
export function customFieldKey(field: FormField): string {
  const wrapper = field.errorTarget.closest<HTMLElement>('.et_pb_contact_field');
  return wrapper?.dataset.id || field.originalId;
}

/**
 * Flattens the way jQuery serializes nested data for PHP: `et_custom_fields[topic][a1b2]=Design`,
 * `et_hidden_fields[0]=company`; empty objects and lists are left out.
 */
export function bracketFields(name: string, value: unknown, into: Payload = {}): Payload {
  if (Array.isArray(value)) value.forEach((v, i) => bracketFields(`${name}[${i}]`, v, into));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) bracketFields(`${name}[${k}]`, v, into);
  else if (value !== undefined) into[name] = String(value);
  return into;
}

export interface SignupValues {
  listId: string;
  firstName: string;
  lastName: string;
  email: string;
  provider: string;
  account: string;
  ipAddress: string;
  checksum: string;
  customFields: Record<string, FieldValue>;
  hiddenFields: string[];
}

/** The `et_pb_submit_subscribe_form` fields (the transport adds `action`). */
export function signupPayload(values: SignupValues, nonce: string, token = ''): Payload {
  return {
    et_frontend_nonce: nonce,
    et_list_id: values.listId,
    et_firstname: values.firstName,
    et_lastname: values.lastName,
    et_email: values.email,
    et_provider: values.provider,
    et_account: values.account,
    et_ip_address: values.ipAddress,
    ...bracketFields('et_custom_fields', values.customFields),
    ...bracketFields('et_hidden_fields', values.hiddenFields),
    token,
    et_checksum: values.checksum,
  };
}

/**
 * The redirect target with the query data the module asks for (`data-redirect_query`: `name|last_name|email|
 * ip_address|css_id`), added with `?` or `&`.
 * @example redirectTarget('https://x.test/welcome/', 'name|email', { first_name: 'Ada', email: 'a@x.test' })
 */
export function redirectTarget(url: string, wanted: string, data: Record<string, string | undefined>): string {
  const keys = wanted.split('|');
  const query = new URLSearchParams();
  const add = (key: string, param: string) => {
    const value = data[param];
    if (keys.includes(key) && value !== undefined) query.append(param, value);
  };
  add('name', 'first_name');
  add('last_name', 'last_name');
  add('email', 'email');
  add('ip_address', 'ip_address');
  add('css_id', 'form_id');
  const text = query.toString();
  if (!text) return url;
  return url + (url.includes('?') ? '&' : '?') + text;
}
