// WooCommerce's wc-ajax cart endpoints for the demo shop (Handset Hub accessories): add_to_cart,
// remove_from_cart and get_refreshed_fragments, with an in-memory cart per visitor session. Answers have the
// shapes of ../shared/fixtures/woocommerce/ajax/wc-ajax.*.json; cookies are set as WC_Cart_Session does.
import { createHash } from 'node:crypto';

const HOST = 'https://shop.example.test'; // rewritten to the demo server's origin on the way out
const md5 = (s) => createHash('md5').update(String(s)).digest('hex');
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The listing's simple products. 4104 sold out after the page was cached; 4199 is sold on a partner site. */
export const PRODUCTS = {
  4100: { name: 'Braided USB-C Cable', price: 18, sku: 'CB-01', slug: 'braided-usb-c-cable' },
  4101: { name: 'Rugged Phone Case', price: 19.5, sku: 'RC-01', slug: 'rugged-phone-case' },
  4104: { name: 'Tempered Glass Screen Protector', price: 12, sku: 'SP-01', slug: 'screen-protector', soldOut: true },
  4199: { name: 'Partner eSIM Voucher', price: 25, sku: 'ESIM-P', slug: 'esim-voucher', offsite: 'https://partner.example.net/esim-voucher/' },
};

const money = (n) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol" translate="no">&#36;</span>${n.toFixed(2)}</bdi></span>`;

function miniCart(cart) {
  const items = Object.entries(cart);
  if (!items.length) {
    return '<div class="widget_shopping_cart_content">\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>';
  }
  let subtotal = 0;
  const rows = items.map(([key, { id, qty }]) => {
    const p = PRODUCTS[id];
    subtotal += p.price * qty;
    return `\t\t<li class="woocommerce-mini-cart-item mini_cart_item">
\t\t\t<a role="button" href="${HOST}/cart/?remove_item=${key}&#038;_wpnonce=3f9a1c2b7e" class="remove remove_from_cart_button" aria-label="Remove ${esc(p.name)} from cart" data-product_id="${id}" data-cart_item_key="${key}" data-product_sku="${esc(p.sku)}" data-success_message="&ldquo;${esc(p.name)}&rdquo; has been removed from your cart">&times;</a>\t\t\t<a href="${HOST}/product/${p.slug}/">
\t\t\t\t<img width="300" height="300" src="${HOST}/wp-content/uploads/2026/03/${p.slug}-300x300.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" loading="lazy" />${esc(p.name)}\t\t\t</a>
\t\t\t<span class="quantity">${qty} &times; ${money(p.price)}</span>\t\t</li>`;
  });
  return `<div class="widget_shopping_cart_content">\n\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n${rows.join('\n')}\n\t\t\t</ul>
\n\t<p class="woocommerce-mini-cart__total total">\n\t\t<strong>Subtotal:</strong> ${money(subtotal)}\t</p>
\n\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${HOST}/cart/" class="button wc-forward">View cart</a><a href="${HOST}/checkout/" class="button checkout wc-forward">Checkout</a></p>\n\n</div>`;
}

// The image's alt is empty here, unlike WooCommerce's template (alt = product name, right before the same name as
// link text: axe's image-redundant-alt). The answer's shape is otherwise the fixture's.
const cartOf = (req) => (req.session.wcCart ??= {});
const hashOf = (cart) => (Object.keys(cart).length ? md5(JSON.stringify(cart)) : '');

/** The fragments answer, and the cart cookies WooCommerce keeps in step with it (path /, readable by script). */
function fragments(req) {
  const cart = cartOf(req);
  const hash = hashOf(cart);
  if (hash) {
    req.setCookie('woocommerce_items_in_cart=1; Path=/; SameSite=Lax');
    req.setCookie(`woocommerce_cart_hash=${hash}; Path=/; SameSite=Lax`);
  } else {
    for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) req.setCookie(`${name}=; Path=/; Max-Age=0`);
  }
  return { fragments: { 'div.widget_shopping_cart_content': miniCart(cart) }, cart_hash: hash };
}

export default function register(app) {
  app.wc('add_to_cart', (req) => {
    const id = Number(req.body.product_id);
    const qty = Math.max(1, Number.parseInt(req.body.quantity, 10) || 1);
    const product = PRODUCTS[id];
    if (!product) return { error: true, product_url: `${HOST}/shop/` };
    if (product.soldOut) return { error: true, product_url: `${HOST}/shop/?unavailable=${id}` };
    if (product.offsite) return { error: true, product_url: product.offsite };
    const cart = cartOf(req);
    const key = md5(`cart-item-${id}`);
    cart[key] = { id, qty: (cart[key]?.qty ?? 0) + qty };
    return fragments(req);
  });

  app.wc('remove_from_cart', (req) => {
    const cart = cartOf(req);
    const key = String(req.body.cart_item_key ?? '');
    if (!cart[key]) return { success: false }; // wp_send_json_error()
    delete cart[key];
    return fragments(req);
  });

  app.wc('get_refreshed_fragments', (req) => fragments(req));

  // The remove link's own URL (used without script, or when the ajax removal fails): remove, then back to the shop.
  const removeLink = (req) => {
    delete cartOf(req)[String(req.query.remove_item ?? '')];
    fragments(req);
    return app.reply(302, '', { type: 'text/plain', headers: { Location: '/shop' } });
  };
  app.get('/cart/', removeLink);
  app.get('/cart', removeLink);
}
