/**
 * One variation as `WC_Product_Variable::get_available_variation()` returns it (the keys this widget reads).
 * Everything arrives from the server, so every field is read defensively.
 */
export interface VariationImage {
  title?: string;
  caption?: string;
  alt?: string;
  src?: string;
  srcset?: string;
  sizes?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
  src_w?: number | string;
  src_h?: number | string;
}

export interface Variation {
  attributes: Record<string, string>;
  variation_id: number;
  availability_html?: string;
  price_html?: string;
  variation_description?: string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: Record<string, string> | string;
  dimensions_html?: string;
  image?: VariationImage;
  image_id?: number | string;
  is_in_stock?: boolean;
  is_purchasable?: boolean;
  is_sold_individually?: 'yes' | 'no' | string;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
  min_qty?: number | string;
  max_qty?: number | string;
  [key: string]: unknown;
}
