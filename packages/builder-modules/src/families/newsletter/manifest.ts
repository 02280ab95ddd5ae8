import type { FamilyManifest } from '../../family';

/**
 * @replaces email opt-in / newsletter
 * @downloadedWhen `.et_pb_newsletter`
 */
export const manifest = {
  name: 'newsletter',
  selector: '.et_pb_newsletter',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
