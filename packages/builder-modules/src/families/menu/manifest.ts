import type { FamilyManifest } from '../../family';

/**
 * @replaces menu module and the theme's menus, mobile menus
 * @downloadedWhen `.et_pb_menu`, `.et_pb_fullwidth_menu`, `#et-top-navigation`
 */
export const manifest = {
  name: 'menu',
  // The menu modules and the theme's primary menu (`#et-top-navigation` holds `ul#top-menu`).
  selector: '.et_pb_menu, .et_pb_fullwidth_menu, #et-top-navigation',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
