import type { FamilyManifest } from '../../family';

/**
 * @replaces testimonial width, pricing currency, shop overlays, background-layout hover
 * @downloadedWhen `.et_pb_testimonial`, `.et_pb_pricing_table`, `.et_pb_shop`, `[data-background-layout-hover]`
 */
export const manifest = {
  name: 'content-extras',
  selector: '.et_pb_testimonial, .et_pb_pricing_table, .et_pb_shop, [data-background-layout-hover]',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
