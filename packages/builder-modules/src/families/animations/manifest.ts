import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'animations',
  selector: '.et_animated, .et-waypoint',
  global: 'et_animation_data',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
