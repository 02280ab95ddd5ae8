import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'content-extras',
  selector: '.et_pb_testimonial, .et_pb_pricing_table, .et_pb_shop, [data-background-layout-hover]',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
