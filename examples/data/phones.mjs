// Demo shop data (invented): two variable phones in the shape of WC_Product_Variable::get_available_variation().
// Used by examples/scripts/make-phone-pages.mjs (static pages) and routes/woocommerce-variations.mjs (answers).
const HOST = 'https://shop.example.test';
const up = (name, size) => `${HOST}/wp-content/uploads/2026/04/${name}${size ? `-${size}x${size}` : ''}.jpg`;

export function image(name, alt) {
  return {
    title: name, caption: '', url: up(name), alt,
    src: up(name, 600),
    srcset: [600, 300, 100, 768].map((s) => `${up(name, s)} ${s}w`).concat(`${up(name)} 1200w`).join(', '),
    sizes: '(max-width: 600px) 100vw, 600px',
    full_src: up(name), full_src_w: 1200, full_src_h: 1200,
    gallery_thumbnail_src: up(name, 100), gallery_thumbnail_src_w: 100, gallery_thumbnail_src_h: 100,
    thumb_src: up(name, 300), thumb_src_w: 300, thumb_src_h: 300, src_w: 600, src_h: 600,
  };
}

export const money = (n) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol" translate="no">&#36;</span>${n.toFixed(2)}</bdi></span>`;

function priceHtml(price, regular) {
  if (regular > price)
    return `<span class="price"><del aria-hidden="true">${money(regular)}</del> <span class="screen-reader-text">Original price was: &#36;${regular.toFixed(2)}.</span><ins aria-hidden="true">${money(price)}</ins><span class="screen-reader-text">Current price is: &#36;${price.toFixed(2)}.</span></span>`;
  return `<span class="price">${money(price)}</span>`;
}

/** One variation object with all 26 keys, in PHP key order. */
export function variation(o) {
  const stock = o.stock;
  const inStock = stock !== 0;
  const availability = o.backorder
    ? '<p class="stock available-on-backorder">Available on backorder</p>'
    : stock === 0 ? '<p class="stock out-of-stock">Out of stock</p>'
    : stock == null ? '' : `<p class="stock in-stock">${stock} in stock</p>`;
  const dims = o.dims ?? ['15', '7', '0.8'];
  const noDims = !dims[0];
  return {
    attributes: o.attributes,
    availability_html: availability,
    backorders_allowed: !!o.backorder,
    dimensions: { length: dims[0], width: dims[1], height: dims[2] },
    dimensions_html: noDims ? 'N/A' : `${dims[0]} &times; ${dims[1]} &times; ${dims[2]} cm`,
    display_price: o.price,
    display_regular_price: o.regular ?? o.price,
    gallery_image_ids: [],
    gallery_images_html: '',
    image: image(o.image, o.alt),
    image_id: o.imageId,
    is_downloadable: false,
    is_in_stock: inStock,
    is_purchasable: true,
    is_sold_individually: o.single ? 'yes' : 'no',
    is_virtual: false,
    max_qty: o.single ? 1 : o.backorder || stock == null ? '' : stock === 0 ? '' : stock,
    min_qty: 1,
    price_html: priceHtml(o.price, o.regular ?? o.price),
    sku: o.sku,
    variation_description: o.description ?? '',
    variation_id: o.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: o.weight ?? '',
    weight_html: o.weight ? `${o.weight} kg` : 'N/A',
  };
}

const COLOURS = { midnight: 'Midnight', glacier: 'Glacier', coral: 'Coral', sage: 'Sage' };
const STORAGE = { '128gb': '128 GB', '256gb': '256 GB', '512gb': '512 GB' };
const CARRIERS = ['Unlocked', 'NovaMobile', 'Skyline Telecom'];
const imageOf = (c) => ({ image: `aurora-x5-${c}`, alt: `Aurora X5 in ${COLOURS[c].toLowerCase()}, front and back`, imageId: { midnight: 8101, glacier: 8102, coral: 8103, sage: 8104 }[c] });
const attrs = (c, s, k) => ({ attribute_pa_colour: c, attribute_pa_storage: s, attribute_carrier: k });

/** Aurora X5: 14 variations inline, with every case the fixture covers. */
const x5 = [
  { id: 7311, a: attrs('midnight', '128gb', 'Unlocked'), price: 499, stock: 12, weight: '0.19' },
  { id: 7312, a: attrs('midnight', '256gb', 'Unlocked'), price: 579, stock: 7, weight: '0.19' },
  { id: 7313, a: attrs('midnight', '512gb', 'Unlocked'), price: 699, stock: 0, weight: '0.19' },
  { id: 7314, a: attrs('midnight', '128gb', 'NovaMobile'), price: 449, regular: 499, stock: 20, weight: '0.19', description: '<p>Spring offer: &#36;50 off with a NovaMobile plan.</p>\n' },
  { id: 7315, a: attrs('glacier', '128gb', 'Unlocked'), price: 499, stock: null, weight: '0.19' },
  { id: 7316, a: attrs('glacier', '256gb', 'Unlocked'), price: 579, stock: 4, weight: '0.19' },
  { id: 7317, a: attrs('glacier', '512gb', 'Skyline Telecom'), price: 729, stock: 1, weight: '0.2', single: true, description: '<p>Launch edition &ndash; limited to one per order.</p>\n' },
  { id: 7318, a: attrs('glacier', '256gb', 'NovaMobile'), price: 559, stock: 3, dims: ['', '', ''] },
  { id: 7319, a: attrs('coral', '128gb', ''), price: 479, stock: 25, weight: '0.18', description: '<p>Works with every carrier.</p>\n' },
  { id: 7320, a: attrs('coral', '256gb', 'Unlocked'), price: 579, stock: 9, weight: '0.19' },
  { id: 7321, a: attrs('coral', '512gb', 'Unlocked'), price: 699, stock: 5, backorder: true, weight: '0.19' },
  { id: 7322, a: attrs('midnight', '512gb', 'Skyline Telecom'), price: 689, stock: 6, weight: '0.19' },
  { id: 7323, a: attrs('coral', '256gb', 'Skyline Telecom'), price: 569, stock: 2, weight: '0.19' },
  { id: 7324, a: attrs('glacier', '128gb', 'NovaMobile'), price: 469, stock: 8, weight: '0.19' },
].map((o) => variation({ ...o, ...imageOf(o.a.attribute_pa_colour), attributes: o.a, sku: `AX5-${o.a.attribute_pa_colour.toUpperCase()}-${o.a.attribute_pa_storage.toUpperCase()}-${(o.a.attribute_carrier || 'ANY').replace(/\W/g, '').toUpperCase()}` }));

/** Aurora X5 Pro: 4 colours × 3 storage × 3 carriers = 36 variations, above the ajax threshold. */
const pro = [];
let id = 7331;
for (const c of Object.keys(COLOURS))
  for (const [si, s] of Object.keys(STORAGE).entries())
    for (const [ki, k] of CARRIERS.entries()) {
      // Sage is not sold on Skyline Telecom: those three combinations do not exist (the server answers false).
      if (c === 'sage' && k === 'Skyline Telecom') continue;
      const price = 799 + si * 100 - ki * 20;
      pro.push(variation({
        id: id++, attributes: attrs(c, s, k), price, stock: (si + ki) % 4 === 3 ? 0 : 3 + si + ki, weight: '0.21',
        ...imageOf(c), image: `aurora-x5-pro-${c}`, alt: `Aurora X5 Pro in ${COLOURS[c].toLowerCase()}`,
        sku: `AX5P-${c.toUpperCase()}-${s.toUpperCase()}-${k.replace(/\W/g, '').toUpperCase()}`,
      }));
    }

export const PRODUCTS = {
  7310: { id: 7310, name: 'Aurora X5', slug: 'aurora-x5', sku: 'AX5', colours: ['midnight', 'glacier', 'coral'], variations: x5, weight: '0.19 kg', dimensions: '15 &times; 7 &times; 0.8 cm' },
  7330: { id: 7330, name: 'Aurora X5 Pro', slug: 'aurora-x5-pro', sku: 'AX5P', colours: Object.keys(COLOURS), variations: pro, weight: '0.21 kg', dimensions: '15.5 &times; 7.2 &times; 0.8 cm' },
};
export { COLOURS, STORAGE, CARRIERS };

/** WooCommerce's matching (find_matching_product_variation): every non-empty variation value must equal the posted one. */
export function findVariation(productId, posted) {
  const product = PRODUCTS[productId];
  if (!product) return undefined;
  return product.variations.find((v) => Object.entries(v.attributes).every(([k, val]) => val === '' || posted[k] === val)) ?? false;
}

/** Woo Discount Rules' bulk rule of the demo shop: 2–4 phones 5% off, 5 or more 10% off. */
export const bulkRate = (qty) => (qty >= 5 ? 0.1 : qty >= 2 ? 0.05 : 0);

/** Woo Discount Rules' bulk table markup (as the plugin prints it, wrapped in its customizable-table div). */
export function bulkTable(title) {
  const row = (range, pct) =>
    `<tr class="wdr_bulk_table_tr bulk_table_row"><td class="wdr_bulk_table_td wdr_bulk_title col_index_1" data-colindex="1">${title}</td><td class="wdr_bulk_table_td wdr_bulk_range col_index_2" data-colindex="2">${range}</td><td class="wdr_bulk_table_td wdr_bulk_table_discount col_index_3" data-colindex="3"><span class="wdr_table_discounted_value">${pct}%</span></td></tr>`;
  return `<div class="awdr-bulk-customizable-table"><table id="sort_customizable_table" class="wdr_bulk_table_msg sar-table"><thead><tr class="wdr_bulk_table_tr wdr_bulk_table_thead"><th id="customize-bulk-table-title" class="wdr_bulk_table_td awdr-dragable"><span>Title</span></th><th id="customize-bulk-table-range" class="wdr_bulk_table_td awdr-dragable"><span>Range</span></th><th id="customize-bulk-table-discount" class="wdr_bulk_table_td awdr-dragable"><span>Discount</span></th></tr></thead><tbody>${row('2 - 4', 5)}${row('5 +', 10)}</tbody></table></div>`;
}
