import type { FamilyManifest } from '../../family';
import { each } from '../../reveal';

/**
 * @replaces toggles and accordions
 * @downloadedWhen `.et_pb_accordion`, `.et_pb_toggle` outside an accordion
 */
export const manifest = {
  name: 'toggles',
  // The accordion module owns its items; a toggle outside an accordion is a module of its own.
  selector: '.et_pb_accordion, .et_pb_toggle:not(.et_pb_accordion_item)',
  // .et_pb_toggle_close .et_pb_toggle_content{display:none}: closed toggles open, their text readable.
  reveal: (root) => each(root, '.et_pb_toggle_close', (el) => el.classList.replace('et_pb_toggle_close', 'et_pb_toggle_open')),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
