import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'lightbox',
  selector: '.et_post_gallery, a.et_pb_lightbox_image',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
