<?php
/**
 * Test shop, step 4 of 4: the Divi shop's content, made with Divi 4.27.5 active in this process (its project post
 * type, its menus and theme options exist only then). Pages whose post_content is Divi builder shortcodes, rendered
 * by Divi's own PHP when visited, covering the module families builder-modules replaces: a showcase page (fullwidth
 * header, a sticky section with a menu module and mega menus, slider, counters, countdown, toggle, accordion, tabs,
 * contact form with captcha and conditional logic, blurb with a link option and an entrance animation, image with
 * scroll motion), a media page (filterable portfolio with pages, gallery grid with pages, gallery slider, video with
 * its overlay, blog grid with ajax paging over nine posts) and a plain page (text, toggle and blurb only: every script
 * on it is one we replace), and a product built with the builder whose short description holds modules Divi
 * leaves outside its layout (custom post types get Divi's modules wrapper for those). The theme's primary menu has a dropdown and a mega menu. Prints one JSON line.
 * Usage: php divi.php <site dir>
 *
 * @package Dropins
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	exit( 1 );
}
define( 'DROPINS_THEME', 'divi' ); // The test shop's must-use plugin makes Divi the theme of this process.
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once __DIR__ . '/images.php';

wp_set_current_user( 1 );
// Offline: no Google Fonts (Divi's stylesheet falls back to the system fonts) and no Google Maps script.
update_option( 'et_google_api_settings', array( 'use_google_fonts' => 'off', 'enqueue_google_maps_script' => 'off', 'api_key' => '' ) );
// Divi's first request after a theme switch answers 302 (its onboarding); the cookie-chosen theme never switches.
update_option( 'et_pb_builder_options', array_merge( (array) get_option( 'et_pb_builder_options', array() ), array( 'product_tour_status' => 'off' ) ) );

$colours = array( array( 40, 90, 200 ), array( 200, 80, 60 ), array( 60, 160, 90 ), array( 150, 90, 170 ), array( 230, 170, 40 ), array( 60, 60, 70 ), array( 30, 150, 170 ), array( 170, 170, 180 ), array( 120, 60, 30 ) );
$images  = array();
foreach ( $colours as $i => $rgb ) {
	$images[] = dropins_shop_image( 'divi-photo-' . ( $i + 1 ), $rgb, array( 800, 600 ), array( 0, 250, 800, 350 ) );
}

// Nine posts in one category, for the blog module's pages (three a page).
$news = wp_insert_term( 'News', 'category' );
$news = is_wp_error( $news ) ? (int) $news->get_error_data() : (int) $news['term_id'];
for ( $i = 1; $i <= 9; $i++ ) {
	$post = wp_insert_post(
		array(
			'post_type'    => 'post',
			'post_status'  => 'publish',
			'post_title'   => sprintf( 'Shop news %d', $i ),
			'post_content' => sprintf( '<p>News number %d from the phone shop.</p>', $i ),
			'post_excerpt' => sprintf( 'News number %d from the phone shop.', $i ),
			'post_date'    => gmdate( 'Y-m-d H:i:s', time() - ( 10 - $i ) * DAY_IN_SECONDS ),
			'post_category' => array( $news ),
		)
	);
	set_post_thumbnail( $post, $images[ $i - 1 ] );
}

// Seven projects in two categories, for the filterable portfolio (three a page).
$project_categories = array();
foreach ( array( 'Repairs', 'Designs' ) as $name ) {
	$term                        = wp_insert_term( $name, 'project_category' );
	$project_categories[ $name ] = is_wp_error( $term ) ? (int) $term->get_error_data() : (int) $term['term_id'];
}
for ( $i = 1; $i <= 7; $i++ ) {
	$project = wp_insert_post(
		array(
			'post_type'    => 'project',
			'post_status'  => 'publish',
			'post_title'   => sprintf( 'Project %d', $i ),
			'post_content' => sprintf( '<p>Project number %d.</p>', $i ),
			'post_date'    => gmdate( 'Y-m-d H:i:s', time() - ( 10 - $i ) * HOUR_IN_SECONDS ),
		)
	);
	wp_set_object_terms( $project, array( $project_categories[ $i % 2 ? 'Repairs' : 'Designs' ] ), 'project_category' );
	set_post_thumbnail( $project, $images[ $i ] );
}

// A menu with a dropdown and a mega menu, in the theme header and in the showcase's menu module.
$menu = wp_create_nav_menu( 'Divi shop menu' );
$item = static function ( $title, $url, $parent = 0, $classes = '' ) use ( $menu ) {
	return wp_update_nav_menu_item(
		$menu,
		0,
		array(
			'menu-item-title'     => $title,
			'menu-item-url'       => $url,
			'menu-item-status'    => 'publish',
			'menu-item-parent-id' => $parent,
			'menu-item-classes'   => $classes,
		)
	);
};
$home   = home_url( '/' );
$phones = $item( 'Phones', $home . '?post_type=product', 0, 'mega-menu' );
foreach ( array( 'Aurora', 'Nebula', 'Cases', 'Chargers' ) as $name ) {
	$column = $item( $name, $home . '?s=' . rawurlencode( $name ), $phones );
	$item( $name . ' deals', $home . '?s=' . rawurlencode( $name ) . '&deals', $column );
}
$help = $item( 'Help', $home . '?p=1' );
$item( 'Delivery', $home . '?p=1#delivery', $help );
$item( 'Returns', $home . '?p=1#returns', $help );
$locations                 = (array) get_theme_mod( 'nav_menu_locations', array() );
$locations['primary-menu'] = $menu;
set_theme_mod( 'nav_menu_locations', $locations );

/**
 * A published page built with the Divi builder.
 *
 * @param string $title   Title.
 * @param string $slug    Slug.
 * @param string $content Builder shortcodes.
 * @return int Page id.
 */
function dropins_divi_page( $title, $slug, $content ) {
	$page = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_content' => $content,
		)
	);
	update_post_meta( $page, '_et_pb_use_builder', 'on' );
	update_post_meta( $page, '_et_pb_page_layout', 'et_full_width_page' );
	update_post_meta( $page, '_et_pb_side_nav', 'off' );
	update_post_meta( $page, '_et_builder_version', 'VB|Divi|4.27.5' );
	return $page;
}

$img      = static function ( $i ) use ( $images ) {
	return wp_get_attachment_url( $images[ $i ] );
};
$row      = static function ( $modules, $columns = array( '4_4' ) ) {
	$out = '[et_pb_row _builder_version="4.27.5"]';
	foreach ( $columns as $i => $type ) {
		$out .= '[et_pb_column type="' . $type . '" _builder_version="4.27.5"]' . $modules[ $i ] . '[/et_pb_column]';
	}
	return $out . '[/et_pb_row]';
};
$section  = static function ( $rows, $attrs = '' ) {
	return '[et_pb_section _builder_version="4.27.5"' . $attrs . ']' . $rows . '[/et_pb_section]';
};
// Divi's builder saves JSON attributes with their brackets and quotes encoded (%91, %93, %22).
$options  = static function ( $values ) {
	$list = array();
	foreach ( $values as $i => $value ) {
		$list[] = array( 'value' => $value, 'checked' => 0 === $i ? 1 : 0, 'dragID' => $i );
	}
	return str_replace( array( '[', ']', '"' ), array( '%91', '%93', '%22' ), wp_json_encode( $list ) );
};
$business = str_replace( array( '[', ']', '"' ), array( '%91', '%93', '%22' ), wp_json_encode( array( array( 'field' => 'inquiry', 'condition' => 'is', 'value' => 'Business' ) ) ) );

$showcase = dropins_divi_page(
	'Divi showcase',
	'divi-showcase',
	'[et_pb_section fullwidth="on" _builder_version="4.27.5"][et_pb_fullwidth_header title="Phones made to last" subhead="Repairs, cases and chargers" button_one_text="Shop phones" button_one_url="' . esc_url( $home . '?post_type=product' ) . '" scroll_down_icon="on" _builder_version="4.27.5"]<p>Every phone in the shop comes with two years of care.</p>[/et_pb_fullwidth_header][/et_pb_section]'
	. $section( $row( array( '[et_pb_menu menu_id="' . $menu . '" module_class="dropins-sticky-menu" _builder_version="4.27.5"][/et_pb_menu]' ) ), ' sticky_position="top" module_id="sticky-bar" background_color="#ffffff"' )
	. $section(
		$row(
			array(
				'[et_pb_slider show_arrows="on" show_pagination="on" module_id="phones-slider" _builder_version="4.27.5"]'
				. '[et_pb_slide heading="Aurora Phone" button_text="See the Aurora" button_link="' . esc_url( $home . '?product=aurora-phone' ) . '" background_color="#2b5fc4" _builder_version="4.27.5"]<p>Two cameras, two days of battery.</p>[/et_pb_slide]'
				. '[et_pb_slide heading="Nebula Phone Max" button_text="See the Nebula" button_link="' . esc_url( $home . '?product=nebula-phone-max' ) . '" background_color="#a04a30" _builder_version="4.27.5"]<p>The large one, in four colours.</p>[/et_pb_slide]'
				. '[et_pb_slide heading="Accessories" button_text="See them" button_link="' . esc_url( $home . '?s=case' ) . '" background_color="#2f8a55" _builder_version="4.27.5"]<p>Cases, chargers and earbuds.</p>[/et_pb_slide]'
				. '[/et_pb_slider]',
			)
		)
	)
	. $section(
		$row(
			array(
				'[et_pb_number_counter title="Phones repaired" number="12500" percent_sign="off" module_id="repaired" _builder_version="4.27.5"][/et_pb_number_counter]',
				'[et_pb_circle_counter title="Happy customers" number="75" _builder_version="4.27.5"][/et_pb_circle_counter]',
				'[et_pb_countdown_timer title="The sale ends in" date_time="2031-01-01 00:00" _builder_version="4.27.5"][/et_pb_countdown_timer]',
			),
			array( '1_3', '1_3', '1_3' )
		)
	)
	. $section(
		$row(
			array(
				'[et_pb_toggle title="Is delivery free?" open="off" _builder_version="4.27.5"]<p>Yes, on every phone this week.</p>[/et_pb_toggle]'
				. '[et_pb_accordion _builder_version="4.27.5"][et_pb_accordion_item title="How long is the warranty?" open="on" _builder_version="4.27.5"]<p>Two years.</p>[/et_pb_accordion_item][et_pb_accordion_item title="Can I return a phone?" open="off" _builder_version="4.27.5"]<p>Within thirty days.</p>[/et_pb_accordion_item][/et_pb_accordion]',
				'[et_pb_tabs _builder_version="4.27.5"][et_pb_tab title="Cameras" _builder_version="4.27.5"]<p>Two lenses, night mode.</p>[/et_pb_tab][et_pb_tab title="Battery" _builder_version="4.27.5"]<p>Two days on one charge.</p>[/et_pb_tab][/et_pb_tabs]',
			),
			array( '1_2', '1_2' )
		)
	)
	. $section(
		$row(
			array(
				'[et_pb_contact_form title="Ask the shop" captcha="on" email="shop@example.test" success_message="Thanks, we will answer soon." module_id="ask" _builder_version="4.27.5"]'
				. '[et_pb_contact_field field_id="Name" field_title="Name" _builder_version="4.27.5"][/et_pb_contact_field]'
				. '[et_pb_contact_field field_id="Email" field_title="Email Address" field_type="email" _builder_version="4.27.5"][/et_pb_contact_field]'
				. '[et_pb_contact_field field_id="inquiry" field_title="Inquiry type" field_type="select" select_options="' . $options( array( 'Personal', 'Business' ) ) . '" _builder_version="4.27.5"][/et_pb_contact_field]'
				. '[et_pb_contact_field field_id="company" field_title="Company" required_mark="off" conditional_logic="on" conditional_logic_relation="on" conditional_logic_rules="' . $business . '" _builder_version="4.27.5"][/et_pb_contact_field]'
				. '[et_pb_contact_field field_id="Message" field_title="Message" field_type="text" fullwidth_field="on" _builder_version="4.27.5"][/et_pb_contact_field]'
				. '[/et_pb_contact_form]',
				'[et_pb_blurb title="Free delivery" link_option_url="' . esc_url( $home . '?p=1' ) . '" animation_style="fade" module_id="delivery-blurb" _builder_version="4.27.5"]<p>On every phone this week.</p>[/et_pb_blurb]'
				. '[et_pb_image src="' . esc_url( $img( 0 ) ) . '" alt="A blue phone" scroll_vertical_motion_enable="on" scroll_vertical_motion="0|50|50|100|4|0|-4" module_id="moving-image" _builder_version="4.27.5"][/et_pb_image]',
			),
			array( '1_2', '1_2' )
		)
	)
);

$media = dropins_divi_page(
	'Divi media',
	'divi-media',
	$section( $row( array( '[et_pb_filterable_portfolio fullwidth="off" posts_number="3" include_categories="' . implode( ',', $project_categories ) . '" show_pagination="on" module_id="work" _builder_version="4.27.5"][/et_pb_filterable_portfolio]' ) ) )
	. $section(
		$row(
			array(
				'[et_pb_gallery gallery_ids="' . implode( ',', array_slice( $images, 0, 6 ) ) . '" posts_number="4" show_pagination="on" module_id="photos" _builder_version="4.27.5"][/et_pb_gallery]',
				'[et_pb_gallery gallery_ids="' . implode( ',', array_slice( $images, 3, 4 ) ) . '" fullwidth="on" module_id="photo-slider" _builder_version="4.27.5"][/et_pb_gallery]',
			),
			array( '1_2', '1_2' )
		)
	)
	. $section( $row( array( '[et_pb_video src="' . esc_url( content_url( '/uploads/dropins-clip.mp4' ) ) . '" image_src="' . esc_url( $img( 5 ) ) . '" module_id="clip" _builder_version="4.27.5"][/et_pb_video]' ) ) )
	. $section( $row( array( '[et_pb_blog fullwidth="off" posts_number="3" include_categories="' . $news . '" show_pagination="on" module_id="news" _builder_version="4.27.5"][/et_pb_blog]' ) ) )
);

$plain = dropins_divi_page(
	'Divi plain',
	'divi-plain',
	$section(
		$row(
			array(
				'[et_pb_text _builder_version="4.27.5"]<p>Phones, cases and chargers, delivered free this week.</p>[/et_pb_text]'
				. '[et_pb_toggle title="Is delivery free?" open="off" _builder_version="4.27.5"]<p>Yes, on every phone.</p>[/et_pb_toggle]',
				'[et_pb_blurb title="Two-year care" link_option_url="' . esc_url( $home . '?p=1' ) . '" _builder_version="4.27.5"]<p>Repairs included.</p>[/et_pb_blurb]',
			),
			array( '1_2', '1_2' )
		)
	)
);

// A product (a custom post type) built with the builder: Divi wraps its description in its layout, but not the
// builder modules of its short description, and enqueues its modules wrapper (cpt-modules-wrapper.js) for those.
// Hidden from the catalogue, so the shop's listings stay as they are.
$kit = new WC_Product_Simple();
$kit->set_name( 'Phone care kit' );
$kit->set_regular_price( '29' );
$kit->set_sku( 'CARE-KIT' );
$kit->set_catalog_visibility( 'hidden' );
$kit->set_image_id( $images[2] );
$kit->set_short_description(
	$section(
		$row(
			array(
				'[et_pb_text _builder_version="4.27.5"]<p>A cloth, a screen cleaner and a stand.</p>[/et_pb_text]'
				. '[et_pb_toggle title="What is in the box?" open="off" module_id="kit-toggle" _builder_version="4.27.5"]<p>A cloth, a cleaner and a stand.</p>[/et_pb_toggle]',
			)
		),
		' module_id="kit-short"'
	)
);
$kit->set_description(
	$section(
		$row(
			array(
				'[et_pb_text _builder_version="4.27.5"]<p>Everything a phone needs to stay like new.</p>[/et_pb_text]',
				'[et_pb_blurb title="Free returns" _builder_version="4.27.5"]<p>Within thirty days.</p>[/et_pb_blurb]',
			),
			array( '1_2', '1_2' )
		),
		' module_id="kit-details"'
	)
);
$kit = $kit->save();
update_post_meta( $kit, '_et_pb_use_builder', 'on' );
update_post_meta( $kit, '_et_builder_version', 'VB|Divi|4.27.5' );

echo wp_json_encode(
	array(
		'showcase' => get_permalink( $showcase ),
		'media'    => get_permalink( $media ),
		'plain'    => get_permalink( $plain ),
		'product'  => get_permalink( $kit ),
	)
) . "\n";
