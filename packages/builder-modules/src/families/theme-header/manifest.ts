import type { FamilyManifest } from '../../family';

/**
 * @replaces theme header: fixed nav, slide-in, fullscreen, top search
 * @downloadedWhen `#main-header`
 */
export const manifest = {
  name: 'theme-header',
  selector: '#main-header',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
