import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'portfolio',
  selector: '.et_pb_filterable_portfolio',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
