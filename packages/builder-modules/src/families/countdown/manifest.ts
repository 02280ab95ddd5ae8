import type { FamilyManifest } from '../../family';

/**
 * @replaces countdown timer
 * @downloadedWhen `.et_pb_countdown_timer`
 */
export const manifest = {
  name: 'countdown',
  selector: '.et_pb_countdown_timer',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
