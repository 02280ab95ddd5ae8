import type { FamilyManifest } from '../../family';

/**
 * @replaces `sticky-elements.js`
 * @downloadedWhen entries in `et_pb_sticky_elements` (`[]` means none)
 */
export const manifest = {
  name: 'sticky-modules',
  global: 'et_pb_sticky_elements',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
