import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'blog',
  selector: '.et_pb_ajax_pagination_container, .et_pb_salvattore_content[data-columns]',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
