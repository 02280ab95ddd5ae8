import type { FamilyManifest } from '../../family';

/**
 * @replaces module link options
 * @downloadedWhen entries in `et_link_options_data`
 */
export const manifest = {
  name: 'link-options',
  global: 'et_link_options_data',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
