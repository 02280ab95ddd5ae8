import type { FamilyManifest } from '../../family';
import { dropClass } from '../../reveal';

/**
 * @replaces video backgrounds (mediaelement + Waypoints)
 * @downloadedWhen `.et_pb_section_video_bg`
 */
export const manifest = {
  name: 'video-bg',
  selector: '.et_pb_section_video_bg',
  // .et_pb_preload>div{visibility:hidden}
  reveal: dropClass('.et_pb_preload', 'et_pb_preload'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
