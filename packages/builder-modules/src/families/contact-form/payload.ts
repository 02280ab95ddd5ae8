import type { Payload } from '@dropins/core/transport';
import type { FormField } from '../../shared/forms/forms-fields';

/** One entry of `et_pb_contact_email_fields_{n}`, the list the server mails. */
export interface FieldEntry {
  field_id: string;
  original_id: string;
  required_mark: string;
  field_type: string;
  field_label: string;
}

/**
 * The fields JSON: every visible field that has a posted name. Double quotes in labels become `&quot;`, as Divi
 * sends them (the server strips backslashes before decoding the JSON).
 */
export function fieldEntries(fields: readonly FormField[]): FieldEntry[] {
  return fields.flatMap((f) =>
    f.fieldId === null
      ? []
      : [{ field_id: f.fieldId, original_id: f.originalId, required_mark: f.requiredMark, field_type: f.fieldType, field_label: f.label.replace(/"/g, '&quot;') }],
  );
}

/**
 * What the form posts: its own fields as the browser would serialize them (no submit button), then
 * `et_pb_contact_email_fields_{n}`, `token` (empty: no reCAPTCHA) and, when conditional fields are hidden,
 * `et_pb_contact_email_hidden_fields_{n}`.
 * @example contactPayload([['et_pb_contact_name_0', 'Ada']], '0', fields, [])
 */
export function contactPayload(serialized: Iterable<[string, FormDataEntryValue]>, uniqueNum: string, fields: readonly FormField[], hidden: readonly string[], token = ''): Payload {
  const payload: Payload = {};
  for (const [name, value] of serialized) if (typeof value === 'string') payload[name] = value;
  payload[`et_pb_contact_email_fields_${uniqueNum}`] = JSON.stringify(fieldEntries(fields));
  payload.token = token;
  if (hidden.length) payload[`et_pb_contact_email_hidden_fields_${uniqueNum}`] = JSON.stringify(hidden);
  return payload;
}
