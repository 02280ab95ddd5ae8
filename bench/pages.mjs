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

const MODULE_KINDS = ['text', 'blurb', 'toggle'];

/** `data-et-multi-view` as Divi's MultiViewOptions prints it (HTML-escaped JSON): content and classes per device. */
function multiView(i, slug) {
  const view = (device) => `<p>Module ${i + 1}, ${device} text</p>`;
  const data = {
    schema: {
      content: { desktop: view('desktop'), tablet: view('tablet'), phone: view('phone') },
      classes: {
        desktop: { add: ['mv-desktop'], remove: ['mv-tablet', 'mv-phone'] },
        tablet: { add: ['mv-tablet'], remove: ['mv-desktop', 'mv-phone'] },
        phone: { add: ['mv-phone'], remove: ['mv-desktop', 'mv-tablet'] },
      },
    },
    slug,
  };
  return `data-et-multi-view="${escapeAttribute(JSON.stringify(data))}" data-et-multi-view-load-tablet-hidden="true" data-et-multi-view-load-phone-hidden="true"`;
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One Divi module (a text, blurb or toggle, in turn), its changing part under multi-view data. */
function diviModule(i) {
  const kind = MODULE_KINDS[i % MODULE_KINDS.length];
  const n = Math.floor(i / MODULE_KINDS.length);
  const inner = (cls, slug) => `<div class="${cls} mv-desktop" ${multiView(i, slug)}><p>Module ${i + 1}, desktop text</p></div>`;
  if (kind === 'text') return `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light">${inner('et_pb_text_inner', 'et_pb_text')}</div>`;
  if (kind === 'blurb') {
    return `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n} et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Service ${n + 1}</span></h4>${inner('et_pb_blurb_description', 'et_pb_blurb')}</div></div></div>`;
  }
  return `<div class="et_pb_module et_pb_toggle et_pb_toggle_${n} et_pb_toggle_item et_pb_toggle_close"><h5 class="et_pb_toggle_title">Question ${n + 1}</h5><div class="et_pb_toggle_content clearfix">${inner('et_pb_toggle_content_inner', 'et_pb_toggle')}</div></div>`;
}

/**
 * A Divi page with `n` builder modules (texts, blurbs and toggles in turn, four to a row), each with multi-view data,
 * and one module whose multi-view attribute is about `bigBytes` long (a post's pasted data: 1 MB by default).
 * `extra` is the localized globals Divi prints for its script (the fixture page's `divi-custom-script-js-extra`
 * block), `scripts` the script tags after it (Divi's, ours, or none).
 */
export function diviModulesPage(n, { extra, scripts, bigBytes = 1_000_000 }) {
  const rows = [];
  for (let r = 0; r * 4 < n; r++) {
    const columns = [];
    for (let c = 0; c < 4 && r * 4 + c < n; c++) columns.push(`<div class="et_pb_column et_pb_column_1_4 et_pb_column_${r * 4 + c}">${diviModule(r * 4 + c)}</div>`);
    rows.push(`<div class="et_pb_row et_pb_row_${r}">${columns.join('')}</div>`);
  }
  const sections = [];
  for (let s = 0; s * 10 < rows.length; s++) sections.push(`<div class="et_pb_section et_pb_section_${s} et_section_regular">${rows.slice(s * 10, s * 10 + 10).join('\n')}</div>`);
  const filler = 'x'.repeat(Math.max(0, bigBytes - 400));
  const big = `<div class="et_pb_module et_pb_text et_pb_text_big et_pb_bg_layout_light"><div class="et_pb_text_inner" data-et-multi-view="${escapeAttribute(
    JSON.stringify({ schema: { content: { desktop: '<p>Pasted</p>', tablet: `<p>${filler}</p>` } }, slug: 'et_pb_text' }),
  )}"><p>Pasted</p></div></div>`;
  return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Divi page: ${n} modules</title>
<script>document.documentElement.className = 'js';</script>
<link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style-static.min.css" media="all" />
</head>
<body class="page-template-default page page-id-14 et_pb_button_helper_class et_cover_background et_pb_gutter linux et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container"><div id="et-main-area"><div id="main-content"><article id="post-14" class="post-14 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${sections.join('\n')}
<div class="et_pb_section et_pb_section_big et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">${big}</div></div></div>
</div></div></div></article></div></div></div>
${extra}
${scripts}
</body></html>`;
}
