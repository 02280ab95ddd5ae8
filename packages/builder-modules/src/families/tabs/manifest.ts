import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'tabs',
  selector: '.et_pb_tabs',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
