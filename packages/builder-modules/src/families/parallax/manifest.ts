import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'parallax',
  selector: '.et_parallax_bg',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
