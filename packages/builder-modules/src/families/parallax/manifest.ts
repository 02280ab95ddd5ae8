import type { FamilyManifest } from '../../family';

/**
 * @replaces parallax in scripts.min.js
 * @downloadedWhen `.et_parallax_bg`
 */
export const manifest = {
  name: 'parallax',
  selector: '.et_parallax_bg',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
