import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'motion',
  global: 'et_pb_motion_elements',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
