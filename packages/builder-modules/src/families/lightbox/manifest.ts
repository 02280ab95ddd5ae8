import type { FamilyManifest } from '../../family';

/**
 * @replaces magnific-popup (gallery items, image lightbox, video/map links); core's lightbox on first open
 * @downloadedWhen `.et_post_gallery`, `a.et_pb_lightbox_image`
 */
export const manifest = {
  name: 'lightbox',
  selector: '.et_post_gallery, a.et_pb_lightbox_image',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
