import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'theme-header',
  selector: '#main-header',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
