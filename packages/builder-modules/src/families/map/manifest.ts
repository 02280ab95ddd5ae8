import type { FamilyManifest } from '../../family';
import { show } from '../../reveal';

/**
 * @replaces map module (Google Maps, loaded near the viewport)
 * @downloadedWhen `.et_pb_map_container`
 */
export const manifest = {
  name: 'map',
  selector: '.et_pb_map_container',
  // .et_pb_map_pin{display:none;visibility:hidden}: the pins' titles and texts, as plain content.
  reveal: show('.et_pb_map_pin'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
