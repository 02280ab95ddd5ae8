import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'map',
  selector: '.et_pb_map_container',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
