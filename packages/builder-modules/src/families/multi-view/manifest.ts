import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'multi-view',
  selector: '[data-et-multi-view]',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
