<?php
/**
 * Test shop, step 3 of 4: options and content (divi.php adds the Divi pages after it). A phone shop: a variable phone with a colour taxonomy, a storage
 * attribute and an out-of-stock variation; a phone above WooCommerce's ajax variation threshold (30 variations);
 * simple accessories listed on a page with the classic [products] loop (ajax add-to-cart buttons); a post with
 * threaded comments; the store notice. Prints one JSON line with the ids and URLs the tests use.
 * Usage: php catalogue.php <site dir>
 *
 * @package Dropins
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once __DIR__ . '/images.php';

wp_set_current_user( 1 );

update_option( 'woocommerce_coming_soon', 'no' );
update_option( 'woocommerce_store_pages_only', 'no' );
update_option( 'woocommerce_demo_store', 'yes' );
update_option( 'woocommerce_demo_store_notice', 'Free delivery on every phone this week.' );
update_option( 'woocommerce_currency', 'USD' );
update_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' );
update_option( 'woocommerce_cart_redirect_after_add', 'no' );
update_option( 'thread_comments', '1' );
update_option( 'comment_registration', '0' );
update_option( 'blogdescription', 'Phones and accessories' );
update_option( 'show_avatars', '0' ); // Gravatar is on the network.
$dropins_gdpr = get_option( 'moove_gdpr_plugin_settings', array() );
$dropins_gdpr = is_array( $dropins_gdpr ) ? $dropins_gdpr : array();
$dropins_gdpr['moove_gdpr_reject_button_enable']     = '1';
$dropins_gdpr['moove_gdpr_reject_all_button_enable'] = '1';
update_option( 'moove_gdpr_plugin_settings', $dropins_gdpr );

/**
 * The global colour attribute (taxonomy pa_colour) with its terms.
 *
 * @param string[] $colours Term names.
 * @return WC_Product_Attribute For a variable product.
 */
function dropins_shop_colour_attribute( $colours ) {
	if ( ! taxonomy_exists( 'pa_colour' ) ) {
		$id = wc_attribute_taxonomy_id_by_name( 'colour' );
		if ( ! $id ) {
			$id = wc_create_attribute( array( 'name' => 'Colour', 'slug' => 'colour', 'type' => 'select' ) );
		}
		register_taxonomy( 'pa_colour', array( 'product' ), array( 'hierarchical' => false, 'show_ui' => false ) );
	}
	$term_ids = array();
	foreach ( $colours as $colour ) {
		$term       = term_exists( $colour, 'pa_colour' );
		$term       = $term ? $term : wp_insert_term( $colour, 'pa_colour' );
		$term_ids[] = (int) $term['term_id'];
	}
	$attribute = new WC_Product_Attribute();
	$attribute->set_id( wc_attribute_taxonomy_id_by_name( 'colour' ) );
	$attribute->set_name( 'pa_colour' );
	$attribute->set_options( $term_ids );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	return $attribute;
}

/**
 * A local (custom) attribute.
 *
 * @param string   $name    Label.
 * @param string[] $options Values.
 * @return WC_Product_Attribute
 */
function dropins_shop_local_attribute( $name, $options ) {
	$attribute = new WC_Product_Attribute();
	$attribute->set_name( $name );
	$attribute->set_options( $options );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	return $attribute;
}

/**
 * A variable product with one variation per combination.
 *
 * @param array    $args       name, sku, description, image, gallery.
 * @param string[] $colours    Colour names.
 * @param string[] $storages   Storage values.
 * @param callable $variation  (colour, storage) => [price, in stock, image id or 0].
 * @return WC_Product_Variable
 */
function dropins_shop_variable( $args, $colours, $storages, $variation ) {
	$product = new WC_Product_Variable();
	$product->set_name( $args['name'] );
	$product->set_sku( $args['sku'] );
	$product->set_description( $args['description'] );
	$product->set_short_description( $args['description'] );
	$product->set_image_id( $args['image'] );
	$product->set_gallery_image_ids( $args['gallery'] );
	$product->set_attributes( array( dropins_shop_colour_attribute( $colours ), dropins_shop_local_attribute( 'Storage', $storages ) ) );
	$product->save();
	foreach ( $colours as $colour ) {
		foreach ( $storages as $storage ) {
			list( $price, $in_stock, $image ) = $variation( $colour, $storage );
			$item                             = new WC_Product_Variation();
			$item->set_parent_id( $product->get_id() );
			$item->set_attributes( array( 'pa_colour' => sanitize_title( $colour ), 'storage' => $storage ) );
			$item->set_regular_price( (string) $price );
			$item->set_sku( $args['sku'] . '-' . sanitize_title( $colour ) . '-' . sanitize_title( $storage ) );
			$item->set_stock_status( $in_stock ? 'instock' : 'outofstock' );
			if ( $image ) {
				$item->set_image_id( $image );
			}
			$item->save();
		}
	}
	WC_Product_Variable::sync( $product->get_id() );
	return wc_get_product( $product->get_id() );
}

/**
 * A simple product.
 *
 * @param string $name  Name.
 * @param string $price Price.
 * @param int    $image Image id.
 * @return int Product id.
 */
function dropins_shop_simple( $name, $price, $image ) {
	$product = new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_regular_price( $price );
	$product->set_sku( strtoupper( sanitize_title( $name ) ) );
	$product->set_short_description( $name . ' for every phone in the shop.' );
	$product->set_image_id( $image );
	return $product->save();
}

$images = array(
	'black'  => dropins_shop_image( 'aurora-black', array( 30, 30, 34 ) ),
	'blue'   => dropins_shop_image( 'aurora-blue', array( 40, 90, 200 ) ),
	'side'   => dropins_shop_image( 'aurora-side', array( 120, 120, 128 ) ),
	'back'   => dropins_shop_image( 'aurora-back', array( 90, 90, 96 ) ),
	'silver' => dropins_shop_image( 'nebula-silver', array( 200, 200, 205 ) ),
	'case'   => dropins_shop_image( 'phone-case', array( 180, 60, 60 ) ),
);

$aurora = dropins_shop_variable(
	array(
		'name'        => 'Aurora Phone',
		'sku'         => 'AURORA',
		'description' => 'A 6.1-inch phone with two cameras and a battery that lasts two days.',
		'image'       => $images['black'],
		'gallery'     => array( $images['side'], $images['back'] ),
	),
	array( 'Black', 'Blue' ),
	array( '128 GB', '256 GB' ),
	static function ( $colour, $storage ) use ( $images ) {
		$price    = '128 GB' === $storage ? 699 : 799;
		$in_stock = ! ( 'Blue' === $colour && '256 GB' === $storage );
		return array( $price, $in_stock, 'Blue' === $colour ? $images['blue'] : $images['black'] );
	}
);
foreach ( $aurora->get_children() as $child ) {
	$variation = wc_get_product( $child );
	$colour    = $variation->get_attribute( 'pa_colour' );
	update_post_meta( $child, 'woo_variation_gallery_images', 'Blue' === $colour ? array( $images['back'] ) : array( $images['side'] ) );
}

$storages = array( '64 GB', '128 GB', '256 GB', '512 GB', '1 TB', '2 TB', '4 TB', '8 TB' );
$nebula   = dropins_shop_variable(
	array(
		'name'        => 'Nebula Phone Max',
		'sku'         => 'NEBULA',
		'description' => 'The large phone, in four colours and eight capacities.',
		'image'       => $images['silver'],
		'gallery'     => array(),
	),
	array( 'Black', 'Blue', 'Silver', 'Green' ),
	$storages,
	static function ( $colour, $storage ) use ( $storages ) {
		return array( 899 + 100 * array_search( $storage, $storages, true ), 'Green' !== $colour || '8 TB' !== $storage, 0 );
	}
);

$simple = array(
	'charger'   => dropins_shop_simple( 'USB-C Charger', '29', 0 ),
	'case'      => dropins_shop_simple( 'Phone Case', '19', $images['case'] ),
	'protector' => dropins_shop_simple( 'Screen Protector', '9', 0 ),
	'earbuds'   => dropins_shop_simple( 'Wireless Earbuds', '59', 0 ),
);

$accessories = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Accessories',
		'post_name'    => 'accessories',
		'post_content' => "<!-- wp:shortcode -->\n[products limit=\"8\" columns=\"4\" orderby=\"title\" order=\"ASC\"]\n<!-- /wp:shortcode -->",
	)
);

/*
 * Woo Discount Rules: a bulk rule on the Aurora phone (10 % from 2, 20 % from 5), its discount table on the product
 * page, and the price following the quantity (`show_dynamically`), as a shop owner sets them in the rule editor.
 */
$dropins_wdr = get_option( 'woo-discount-config-v2', array() );
$dropins_wdr = array_merge(
	is_array( $dropins_wdr ) ? $dropins_wdr : array(),
	array(
		'show_bulk_table'     => '1',
		'show_strikeout_when' => 'show_dynamically',
		'compress_css_and_js' => '1',
	)
);
update_option( 'woo-discount-config-v2', $dropins_wdr );
$dropins_ranges = array(
	'1' => array( 'from' => '2', 'to' => '4', 'type' => 'percentage', 'value' => '10', 'label' => 'Two to four' ),
	'2' => array( 'from' => '5', 'to' => '', 'type' => 'percentage', 'value' => '20', 'label' => 'Five or more' ),
);
// The shop's one rule instead of the samples Woo Discount Rules creates on activation (a cart-subtotal discount
// among them).
$GLOBALS['wpdb']->query( 'DELETE FROM ' . $GLOBALS['wpdb']->prefix . 'wdr_rules' );
$GLOBALS['wpdb']->insert(
	$GLOBALS['wpdb']->prefix . 'wdr_rules',
	array(
		'enabled'                   => 1,
		'deleted'                   => 0,
		'exclusive'                 => 0,
		'title'                     => 'Aurora bulk discount',
		'priority'                  => 1,
		'filters'                   => wp_json_encode( array( '1' => array( 'type' => 'products', 'method' => 'in_list', 'value' => array( (string) $aurora->get_id() ), 'product_variants' => array_map( 'strval', $aurora->get_children() ) ) ) ),
		'conditions'                => '[]',
		'additional'                => '{"condition_relationship":"and"}',
		'product_adjustments'       => '{"cart_label":""}',
		'cart_adjustments'          => '[]',
		'buy_x_get_x_adjustments'   => '[]',
		'buy_x_get_y_adjustments'   => '[]',
		'bulk_adjustments'          => wp_json_encode( array( 'operator' => 'variation', 'ranges' => $dropins_ranges, 'cart_label' => '' ) ),
		'set_adjustments'           => '{"cart_label":""}',
		'rule_language'             => '[]',
		'advanced_discount_message' => '{"display":"0","badge_color_picker":"#ffffff","badge_text_color_picker":"#000000","badge_text":""}',
		'discount_type'             => 'wdr_bulk_discount',
		'used_coupons'              => '[]',
		'usage_limits'              => 0,
		'created_by'                => 1,
		'created_on'                => current_time( 'mysql' ),
	)
);

/*
 * CleanTalk as on a site whose access key the service accepted: what its key check (`apbct_settings__sync`,
 * `ct_account_status_check`) stores, the moderation server it remembers, no spam firewall (it downloads lists) and no
 * bot detector (a script from CleanTalk's servers); its defaults keep the comment-form protection, the honeypot, the
 * email encoder and the real-person badge on; no pixel (an image from CleanTalk's servers); the visitor's data in
 * cookies (its "native" mode: with the automatic mode it keeps them on the server by address and browser, so every
 * test's browser would be the same visitor). The mu-plugin answers for the service.
 */
$dropins_ct = get_option( 'cleantalk_settings', array() );
$dropins_ct = array_merge(
	is_array( $dropins_ct ) ? $dropins_ct : array(),
	array(
		'apikey'                    => 'dropinstestshopkey',
		'sfw__enabled'              => 0,
		'data__pixel'               => '0',
		'data__set_cookies'         => '1',
		'forms__comments_test'      => 1,
		'forms__contact_forms_test' => 1,
		'data__email_decoder'       => 1,
		'comments__the_real_person' => 1,
	)
);
update_option( 'cleantalk_settings', $dropins_ct );
$dropins_ct_data = get_option( 'cleantalk_data', array() );
$dropins_ct_data = array_merge(
	is_array( $dropins_ct_data ) ? $dropins_ct_data : array(),
	array(
		'key_is_ok'            => true,
		'valid'                => 1,
		'moderate'             => 1,
		'product_id'           => 1,
		'service_id'           => 1,
		'user_token'           => 'dropinstestshoptoken',
		'bot_detector_enabled' => 0,
		'notice_show'          => 0,
		'key_changed'          => false,
	)
);
update_option( 'cleantalk_data', $dropins_ct_data );
// Its activation leaves a one-time redirect to its settings for the next admin request (admin-ajax included: the
// first contact decoding would get a 302); wp-cli's activation drops it the same way.
delete_option( 'ct_plugin_do_activation_redirect' );
update_option(
	'cleantalk_server',
	array(
		'ct_work_url'       => 'https://moderate.cleantalk.org',
		'ct_server_ttl'     => 86400,
		'ct_server_changed' => 4102444800,
	)
);

$post_id = 1;
wp_update_post( array( 'ID' => $post_id, 'post_title' => 'Choosing a phone case', 'post_content' => '<!-- wp:paragraph --><p>Which case keeps a phone safe without the bulk? Tell us below.</p><!-- /wp:paragraph -->' ) );
$second = wp_insert_comment(
	array(
		'comment_post_ID'      => $post_id,
		'comment_author'       => 'Mira',
		'comment_author_email' => 'mira@example.test',
		'comment_content'      => 'The slim case has kept mine safe for a year.',
		'comment_approved'     => 1,
	)
);
// The real-person mark CleanTalk stores on a comment its cloud approved (the badge shows on it).
update_comment_meta( $second, 'ct_real_user_badge_hash', md5( 'dropins-test-shop-' . $second ) );
wp_insert_comment(
	array(
		'comment_post_ID'      => $post_id,
		'comment_author'       => 'Tom',
		'comment_author_email' => 'tom@example.test',
		'comment_content'      => 'Same here, and it fits the wireless charger.',
		'comment_parent'       => $second,
		'comment_approved'     => 1,
	)
);

$contact = wp_insert_post(
	array(
		'post_type'    => 'post',
		'post_status'  => 'publish',
		'post_title'   => 'Talk to the shop',
		'post_name'    => 'contact-us',
		'post_content' => "<!-- wp:paragraph --><p>Orders and returns: <a href=\"mailto:orders@example.test\">orders@example.test</a>.</p><!-- /wp:paragraph -->\n<!-- wp:paragraph --><p>Press, write to press@example.test and we answer within a day.</p><!-- /wp:paragraph -->",
	)
);

echo wp_json_encode(
	array(
		'variable'        => array( 'id' => $aurora->get_id(), 'url' => get_permalink( $aurora->get_id() ) ),
		'threshold'       => array( 'id' => $nebula->get_id(), 'url' => get_permalink( $nebula->get_id() ) ),
		'simple'          => $simple,
		'accessories'     => get_permalink( $accessories ),
		'post'            => array( 'id' => $post_id, 'url' => get_permalink( $post_id ), 'comment' => $second ),
		'contact'         => get_permalink( $contact ),
		'storeNoticeId'   => md5( get_option( 'woocommerce_demo_store_notice' ) ),
		'variationIds'    => $aurora->get_children(),
	)
) . "\n";
