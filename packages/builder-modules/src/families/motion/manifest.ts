import type { FamilyManifest } from '../../family';

/**
 * @replaces `motion-effects.js`
 * @downloadedWhen entries in `et_pb_motion_elements`
 */
export const manifest = {
  name: 'motion',
  global: 'et_pb_motion_elements',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
