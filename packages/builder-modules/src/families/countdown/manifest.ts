import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'countdown',
  selector: '.et_pb_countdown_timer',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
