import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'link-options',
  global: 'et_link_options_data',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
