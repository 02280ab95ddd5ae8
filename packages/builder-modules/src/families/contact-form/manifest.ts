import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'contact-form',
  selector: '.et_pb_contact_form_container',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
