import type { FamilyManifest } from '../../family';

/**
 * @replaces fullwidth portfolio carousel and grid sizing
 * @downloadedWhen `.et_pb_fullwidth_portfolio`
 */
export const manifest = {
  name: 'portfolio-carousel',
  selector: '.et_pb_fullwidth_portfolio',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
