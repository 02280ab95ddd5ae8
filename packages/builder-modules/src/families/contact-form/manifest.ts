import type { FamilyManifest } from '../../family';
import { dropAttr } from '../../reveal';

/**
 * @replaces contact form validation, conditional logic, submission
 * @downloadedWhen `.et_pb_contact_form_container`
 */
export const manifest = {
  name: 'contact-form',
  selector: '.et_pb_contact_form_container',
  // .et_pb_contact_form [data-conditional-logic]{display:none}
  reveal: dropAttr('.et_pb_contact_form [data-conditional-logic]', 'data-conditional-logic'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
