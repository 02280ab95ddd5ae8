import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'header',
  selector: '.et_pb_fullwidth_header',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
