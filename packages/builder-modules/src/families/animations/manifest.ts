import type { FamilyManifest } from '../../family';
import { dropClass } from '../../reveal';

/**
 * @replaces entrance animations + Waypoints classes
 * @downloadedWhen `.et_animated`, `.et-waypoint`, or `et_animation_data`
 */
export const manifest = {
  name: 'animations',
  selector: '.et_animated, .et-waypoint',
  global: 'et_animation_data',
  // .et_animated{opacity:0}, .et-waypoint:not(.et_pb_counters){opacity:0}
  reveal: dropClass('.et_animated, .et-waypoint', 'et_animated', 'et-waypoint'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
