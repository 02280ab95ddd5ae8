import type { FamilyManifest } from '../../family';
import { all, dropClass, show } from '../../reveal';

/**
 * @replaces simple slider (slider, fullwidth, post, video and gallery sliders), jquery.mobile swipes
 * @downloadedWhen `.et_pb_slider`, `.et_pb_gallery_fullwidth`
 */
export const manifest = {
  name: 'slider',
  selector: '.et_pb_slider, .et_pb_gallery_fullwidth',
  // .et_pb_preload>div{visibility:hidden}, .et_pb_slide:first-child .et_pb_slide_image img{opacity:0}
  reveal: all(dropClass('.et_pb_preload', 'et_pb_preload'), show('.et_pb_slide:first-child .et_pb_slide_image img', '')),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
