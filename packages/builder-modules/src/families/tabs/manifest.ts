import type { FamilyManifest } from '../../family';

/**
 * @replaces tabs and Woo tabs, hash
 * @downloadedWhen `.et_pb_tabs`
 */
export const manifest = {
  name: 'tabs',
  selector: '.et_pb_tabs',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
