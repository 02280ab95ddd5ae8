import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'gallery-grid',
  selector: '.et_pb_gallery_grid',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
