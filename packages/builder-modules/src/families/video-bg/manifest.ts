import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'video-bg',
  selector: '.et_pb_section_video_bg',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
