import type { FamilyManifest } from '../../family';

/**
 * @replaces video overlay, fitvids' role
 * @downloadedWhen `.et_pb_video_overlay`, `.et_pb_video_box`, `.et_main_video_container`
 */
export const manifest = {
  name: 'video',
  selector: '.et_pb_video_overlay, .et_pb_video_box, .et_main_video_container',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
