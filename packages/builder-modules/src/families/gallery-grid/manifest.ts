import type { FamilyManifest } from '../../family';
import { show } from '../../reveal';

/**
 * @replaces gallery grid pages, hash
 * @downloadedWhen `.et_pb_gallery_grid`
 */
export const manifest = {
  name: 'gallery-grid',
  selector: '.et_pb_gallery_grid',
  // .et_pb_gallery_grid .et_pb_gallery_item{display:none}
  reveal: show('.et_pb_gallery_grid .et_pb_gallery_item'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
