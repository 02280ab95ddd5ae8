// WooCommerce variation lookup and Woo Discount Rules pricing for the demo phones (examples/data/phones.mjs).
//   POST /?wc-ajax=get_variation           -> the variation object, or false (WC_AJAX::get_variation)
//   POST admin-ajax.php action=wdr_ajax     -> method get_price_html {price_html, original_price_html}
//                                              method get_variable_product_bulk_table {bulk_table}
//   POST admin-ajax.php action=awdr_get_product_discount -> {success:true, data:{...}}
// A bad awdr_nonce gets WDR's plain-text "Invalid token" (HTTP 200).
import { PRODUCTS, findVariation, bulkRate, money, bulkTable } from '../../data/phones.mjs';

const NONCE_SCOPE = 'awdr_ajax_front_end';

/** A variation (or a parent product) by id: { product, variation? }. */
function byId(id) {
  const n = Number(id);
  if (PRODUCTS[n]) return { product: PRODUCTS[n] };
  for (const product of Object.values(PRODUCTS)) {
    const variation = product.variations.find((v) => v.variation_id === n);
    if (variation) return { product, variation };
  }
  return null;
}

export default function register(app) {
  // wp_die() with no message when the product is missing: an empty 200 body.
  app.wc('get_variation', (req) => {
    const found = findVariation(Number(req.body.product_id), req.body);
    return found === undefined ? app.reply(200, '', { type: 'text/html; charset=UTF-8' }) : found;
  });

  const invalid = () => app.reply(200, 'Invalid token', { type: 'text/html; charset=UTF-8' });

  app.ajax('wdr_ajax', (req) => {
    if (!app.nonces.valid(NONCE_SCOPE, req.body.awdr_nonce)) return invalid();
    const hit = byId(req.body.product_id);
    if (req.body.method === 'get_variable_product_bulk_table') {
      return { bulk_table: hit ? bulkTable(hit.product.name) : '' };
    }
    if (req.body.method === 'get_price_html') {
      const qty = Number(req.body.qty);
      if (!hit?.variation || !(qty > 0)) return { price_html: false, original_price_html: false };
      const price = hit.variation.display_price;
      const rate = bulkRate(qty);
      const original = money(price);
      // No rule applies (a single phone): WDR answers false and the page keeps the original price.
      if (!rate) return { price_html: false, original_price_html: original };
      const now = price * (1 - rate);
      return {
        price_html: `<div class='price'></div><del aria-hidden="true">${original}</del> <span class="screen-reader-text">Original price was: &#36;${price.toFixed(2)}.</span><ins aria-hidden="true">${money(now)}</ins><span class="screen-reader-text">Current price is: &#36;${now.toFixed(2)}.</span>`,
        original_price_html: original,
      };
    }
    return app.reply(200, '0', { type: 'text/html; charset=UTF-8' });
  });

  app.ajax('awdr_get_product_discount', (req) => {
    if (!app.nonces.valid(NONCE_SCOPE, req.body.awdr_nonce)) return invalid();
    const hit = byId(req.body.product_id);
    const qty = Number(req.body.qty) || 1;
    const custom = Number(req.body.custom_price);
    const initial = custom > 0 ? custom : hit?.variation?.display_price;
    if (!initial) return { success: false, data: false };
    const rate = bulkRate(qty);
    const discounted = Math.round(initial * (1 - rate) * 100) / 100;
    const bulk = Math.round((initial - discounted) * 100) / 100;
    return {
      success: true,
      data: {
        initial_price: initial, discounted_price: discounted, initial_price_with_tax: initial, discounted_price_with_tax: discounted,
        total_discount_details: rate ? { 7: { [req.body.product_id]: { set_discount: 0, bulk_discount: bulk, simple_discount: 0 } } } : [],
        apply_as_cart_rule: ['no'],
        initial_price_html: money(initial), discounted_price_html: money(discounted), currency_symbol: '&#36;',
      },
    };
  });
}
