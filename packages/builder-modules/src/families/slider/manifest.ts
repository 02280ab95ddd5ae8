import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'slider',
  selector: '.et_pb_slider, .et_pb_gallery_fullwidth',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
