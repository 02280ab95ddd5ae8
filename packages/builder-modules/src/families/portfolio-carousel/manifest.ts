import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'portfolio-carousel',
  selector: '.et_pb_fullwidth_portfolio',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
