// Generated large pages for the benchmark, in the shapes of ../shared/fixtures/woocommerce/product-listing.html.

/** A shop archive with `n` simple products, each with an ajax add-to-cart button, and the mini-cart placeholder. */
export function largeListingPage(n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const id = 5000 + i;
    const name = `Phone case ${i + 1}`;
    items.push(`<li class="product type-product post-${id} status-publish instock product_cat-accessories purchasable product-type-simple">
<a href="/product/case-${i}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">${name}</h2>
<span class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${(9 + (i % 20)).toFixed(2)}</bdi></span></span></a>
<a href="?add-to-cart=${id}" aria-describedby="describedby_${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" data-product_sku="PC-${i}" aria-label="Add to cart: &ldquo;${name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${name}&rdquo; has been added to your cart" role="button">Add to cart</a>
<span id="describedby_${id}" class="screen-reader-text"></span></li>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>200 products</title></head><body>
<main><h1>Accessories</h1><ul class="products columns-4">${items.join('\n')}</ul>
<div class="widget woocommerce widget_shopping_cart"><h2 class="widgettitle">Cart</h2><div class="widget_shopping_cart_content"></div></div></main>
<script>var wc_add_to_cart_params = {"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","i18n_view_cart":"View cart","cart_url":"/cart/","is_cart":"","cart_redirect_after_add":"no"};
var wc_cart_fragments_params = {"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","cart_hash_key":"wc_cart_hash_bench","fragment_name":"wc_fragments_bench","request_timeout":"5000"};</script>
<script src="/dist/storefront.js" defer></script></body></html>`;
}
