import type { FamilyManifest } from '../../family';

/**
 * @replaces fullwidth header scroll-down and fullscreen height
 * @downloadedWhen `.et_pb_fullwidth_header`
 */
export const manifest = {
  name: 'fullwidth-header',
  selector: '.et_pb_fullwidth_header',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
