import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'newsletter',
  selector: '.et_pb_newsletter',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
