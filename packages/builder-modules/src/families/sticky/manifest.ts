import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'sticky',
  global: 'et_pb_sticky_elements',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
